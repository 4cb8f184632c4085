import { LedgerEntryResponse } from '@tecnobazar/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { principal } from '../../lib/auth-guard.ts';
import { errorResponses } from '../../lib/route-errors.ts';
import type { TransactionsService } from './transactions.service.ts';

/** Sellers: their own ledger. */
export const transactionsSellerRoutes: FastifyPluginAsyncZod<{ transactions: TransactionsService }> = async (
  app,
  { transactions },
) => {
  app.addHook('onRequest', app.guards.seller);

  app.get(
    '/api/transactions/seller',
    {
      schema: {
        tags: ['payouts'],
        summary: "The seller's ledger (sales, refunds, payouts), newest first",
        response: { 200: z.array(LedgerEntryResponse), ...errorResponses(401, 403, 429) },
      },
    },
    (req) => transactions.listForSeller(principal(req).id),
  );
};
