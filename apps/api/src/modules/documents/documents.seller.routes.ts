import { OrderIdParams, StatementMonthParams, StatementMonthsResponse } from '@tecnobazar/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { principal } from '../../lib/auth-guard.ts';
import { errorResponses } from '../../lib/route-errors.ts';
import { sendFile } from './documents.routes.ts';
import type { DocumentsService } from './documents.service.ts';

/** Sellers: an own order's comprobante, and the monthly statements of their ledger. */
export const documentsSellerRoutes: FastifyPluginAsyncZod<{ documents: DocumentsService }> = async (
  app,
  { documents },
) => {
  app.addHook('onRequest', app.guards.seller);

  app.get(
    '/sellers/orders/:orderId/receipt.pdf',
    {
      schema: {
        tags: ['sales'],
        summary: "An own order's comprobante de venta (PDF)",
        params: OrderIdParams,
        response: errorResponses(400, 401, 403, 404, 429),
      },
    },
    async (req, reply) =>
      sendFile(reply, await documents.receipt({ sellerId: principal(req).id }, req.params.orderId)),
  );

  app.get(
    '/sellers/statements',
    {
      schema: {
        tags: ['payouts'],
        summary: 'The months the seller has a statement for, newest first',
        response: { 200: StatementMonthsResponse, ...errorResponses(401, 403, 429) },
      },
    },
    async (req) => ({ months: await documents.statementMonths(principal(req).id) }),
  );

  for (const format of ['pdf', 'csv'] as const)
    app.get(
      `/sellers/statements/:month.${format}`,
      {
        schema: {
          tags: ['payouts'],
          summary: `The seller's statement of a month (${format.toUpperCase()}): opening balance, every entry, totals, closing balance`,
          params: StatementMonthParams,
          response: errorResponses(400, 401, 403, 429),
        },
      },
      async (req, reply) =>
        sendFile(reply, await documents.statement(principal(req).id, req.params.month, format)),
    );
};
