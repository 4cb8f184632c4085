import { OrderIdParams } from '@tecnobazar/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { principal } from '../../lib/auth-guard.ts';
import { errorResponses } from '../../lib/route-errors.ts';
import type { DocumentFile, DocumentsService } from './documents.service.ts';

/** A document as a download: its type, its file name, never cached by a shared cache. */
export const sendFile = (reply: import('fastify').FastifyReply, file: DocumentFile) =>
  reply
    .type(file.contentType)
    .header('Content-Disposition', `attachment; filename="${file.filename}"`)
    .header('Cache-Control', 'private, no-store')
    .send(file.body);

/** Shoppers: the comprobante de venta of an own order. */
export const documentsRoutes: FastifyPluginAsyncZod<{ documents: DocumentsService }> = async (
  app,
  { documents },
) => {
  app.addHook('onRequest', app.guards.user);

  app.get(
    '/api/orders/:orderId/receipt.pdf',
    {
      schema: {
        tags: ['orders'],
        summary:
          "An own order's comprobante de venta (PDF): seller's NIT, lines, IVA per rate, shipping, total",
        params: OrderIdParams,
        response: errorResponses(400, 401, 403, 404, 429),
      },
    },
    async (req, reply) =>
      sendFile(reply, await documents.receipt({ userId: principal(req).id }, req.params.orderId)),
  );
};
