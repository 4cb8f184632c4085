import { OrderIdParams, OrderThreadResponse } from '@tecnobazar/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/route-errors.ts';
import type { MessagesService } from './messages.service.ts';

/** Administrators: an order's conversation, once a return on it was escalated to them. */
export const messagesAdminRoutes: FastifyPluginAsyncZod<{ messages: MessagesService }> = async (
  app,
  { messages },
) => {
  app.addHook('onRequest', app.guards.admin);

  app.get(
    '/admin/orders/:orderId/messages',
    {
      schema: {
        tags: ['admin'],
        summary: "An order's buyer–seller conversation; 404 until it is opened to administrators",
        params: OrderIdParams,
        response: { 200: OrderThreadResponse, ...errorResponses(400, 401, 403, 404, 429) },
      },
    },
    (req) => messages.forAdmin(req.params.orderId),
  );
};
