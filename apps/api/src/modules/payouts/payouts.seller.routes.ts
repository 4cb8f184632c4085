import { PayoutResponse, SellerBalanceResponse } from '@tecnobazar/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { principal } from '../../lib/auth-guard.ts';
import { errorResponses } from '../../lib/route-errors.ts';
import type { PayoutsService } from './payouts.service.ts';

/** Sellers: their balance, their payouts, and asking to be paid. */
export const payoutsSellerRoutes: FastifyPluginAsyncZod<{ payouts: PayoutsService }> = async (
  app,
  { payouts },
) => {
  app.addHook('onRequest', app.guards.seller);

  app.get(
    '/api/payouts/seller',
    {
      schema: {
        tags: ['payouts'],
        summary: "The seller's payouts, newest first",
        response: { 200: z.array(PayoutResponse), ...errorResponses(401, 403, 429) },
      },
    },
    (req) => payouts.listForSeller(principal(req).id),
  );
  app.get(
    '/api/payouts/seller/balance',
    {
      schema: {
        tags: ['payouts'],
        summary: 'Available (unpaid net), in payout (pending) and paid, in store units',
        response: { 200: SellerBalanceResponse, ...errorResponses(401, 403, 429) },
      },
    },
    (req) => payouts.balance(principal(req).id),
  );
  app.post(
    '/api/payouts/seller',
    {
      schema: {
        tags: ['payouts'],
        summary:
          'Ask to be paid the whole available balance (at least PAYOUT_MINIMUM); one pending at a time; 422 without complete bank details',
        response: { 201: PayoutResponse, ...errorResponses(401, 403, 409, 422, 429) },
      },
    },
    async (req, reply) => reply.code(201).send(await payouts.request(principal(req).id)),
  );
};
