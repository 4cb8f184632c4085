import {
  AdminPayoutResponse,
  PayeeBankAccountResponse,
  PayoutIdParams,
  PayoutResponse,
  PayoutStatusQuery,
} from '@tecnobazar/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { principal } from '../../lib/auth-guard.ts';
import { errorResponses } from '../../lib/route-errors.ts';
import type { PayoutsService } from './payouts.service.ts';

/** Administrators: every payout with its payee's account, the whole account number, paying or rejecting. */
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
        summary:
          'Every payout, newest first, with its shop’s name and the bank account it goes to (number masked)',
        response: { 200: z.array(AdminPayoutResponse), ...errorResponses(401, 403, 429) },
      },
    },
    () => payouts.listAll(),
  );
  // A POST: each call is a view the audit log records, so nothing may cache or prefetch it.
  app.post(
    '/api/payouts/:id/bank-account',
    {
      schema: {
        tags: ['payouts'],
        summary: 'The whole bank account a payout goes to; who viewed it is kept in the audit log',
        params: PayoutIdParams,
        response: { 200: PayeeBankAccountResponse, ...errorResponses(400, 401, 403, 404, 429) },
      },
    },
    async (req, reply) => {
      reply.header('Cache-Control', 'no-store');
      return payouts.revealBankAccount(req.params.id, principal(req).id);
    },
  );
  app.put(
    '/api/payouts/:id/status',
    {
      schema: {
        tags: ['payouts'],
        summary:
          'SUCCESS sends a pending payout through the payment provider (PENDING with transferStatus SENDING until it confirms, then SUCCESS); REJECTED returns its money to the seller’s balance',
        params: PayoutIdParams,
        querystring: PayoutStatusQuery,
        response: { 200: PayoutResponse, ...errorResponses(400, 401, 403, 404, 409, 422, 429) },
      },
    },
    (req) => payouts.setStatus(req.params.id, req.query.status, principal(req).id, req.query.reason),
  );
  // No body: it only asks the provider again, with the payout's own key, so it can never pay twice.
  app.post(
    '/api/payouts/:id/transfer',
    {
      schema: {
        tags: ['payouts'],
        summary:
          'Sends again now, or asks the provider about, a payout still being sent (transferStatus SENDING)',
        params: PayoutIdParams,
        response: { 200: PayoutResponse, ...errorResponses(400, 401, 403, 404, 409, 429) },
      },
    },
    (req) => payouts.retryTransfer(req.params.id),
  );
};
