import { PayoutIdParams, PayoutResponse } from '@tecnobazar/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { principal } from '../../lib/auth-guard.ts';
import { errorResponses } from '../../lib/route-errors.ts';
import type { PayoutsService } from './payouts.service.ts';

/** One payout, for its seller or an administrator (`GET /api/payouts/{id}`, product.md#calls). */
export const payoutsRoutes: FastifyPluginAsyncZod<{ payouts: PayoutsService }> = async (app, { payouts }) => {
  app.addHook('onRequest', app.guards.anyone);

  app.get(
    '/api/payouts/:id',
    {
      schema: {
        tags: ['payouts'],
        summary: 'One payout: its seller, or an administrator',
        params: PayoutIdParams,
        response: { 200: PayoutResponse, ...errorResponses(400, 401, 403, 404, 429) },
      },
    },
    async (req) => {
      const caller = principal(req);
      if (caller.typ === 'seller') return payouts.get(req.params.id, caller.id);
      // Anyone else must pass the admin guard (role and, where required, the second factor).
      await app.guards.admin(req);
      return payouts.get(req.params.id);
    },
  );
};
