import { AdminLedgerEntryResponse } from '@tecnobazar/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../lib/route-errors.ts';
import type { TransactionsService } from './transactions.service.ts';

/**
 * Administrators: every seller's ledger (the spec's client sends no token here; we require one:
 * product.md#where-we-differ).
 */
export const transactionsAdminRoutes: FastifyPluginAsyncZod<{ transactions: TransactionsService }> = async (
  app,
  { transactions },
) => {
  app.addHook('onRequest', app.guards.admin);

  app.get(
    '/api/transactions',
    {
      schema: {
        tags: ['payouts'],
        summary: 'Every ledger entry, newest first, with its shop’s name (administrators)',
        response: { 200: z.array(AdminLedgerEntryResponse), ...errorResponses(401, 403, 429) },
      },
    },
    () => transactions.listAll(),
  );
};
