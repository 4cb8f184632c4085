import { PayoutIdParams, PayoutResponse, PayoutStatusQuery } from '@tecnobazar/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { principal } from '../../lib/auth-guard.ts';
import { errorResponses } from '../../lib/route-errors.ts';
import type { PayoutsService } from './payouts.service.ts';

/** Administrators: every payout, and paying or rejecting a pending one. */
export const payoutsAdminRoutes: FastifyPluginAsyncZod<{ payouts: PayoutsService }> = async (
  app,
  { payouts },
) => {
  app.addHook('onRequest', app.guards.admin);

  app.get(
    '/api/payouts',
    {
      schema: {
        tags: ['payouts'],
        summary: 'Every payout, newest first (administrators)',
        response: { 200: z.array(PayoutResponse), ...errorResponses(401, 403, 429) },
      },
    },
    () => payouts.listAll(),
  );
  app.put(
    '/api/payouts/:id/status',
    {
      schema: {
        tags: ['payouts'],
        summary: 'SUCCESS pays a pending payout; REJECTED returns its money to the seller’s balance',
        params: PayoutIdParams,
        querystring: PayoutStatusQuery,
        response: { 200: PayoutResponse, ...errorResponses(400, 401, 403, 404, 409, 429) },
      },
    },
    (req) => payouts.setStatus(req.params.id, req.query.status, principal(req).id, req.query.reason),
  );
};
