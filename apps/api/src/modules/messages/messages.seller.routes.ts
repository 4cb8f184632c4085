import {
  OrderIdParams,
  OrderMessageResponse,
  OrderThreadResponse,
  SendMessageBody,
  UnreadMessagesResponse,
} from '@tecnobazar/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { principal } from '../../lib/auth-guard.ts';
import { errorResponses } from '../../lib/route-errors.ts';
import type { MessagesService } from './messages.service.ts';

/** Sellers: the conversation with the buyer on each of their orders ('Ventas'). */
export const messagesSellerRoutes: FastifyPluginAsyncZod<{ messages: MessagesService }> = async (
  app,
  { messages },
) => {
  app.addHook('onRequest', app.guards.seller);
  const seller = (req: Parameters<typeof principal>[0]) => ({
    side: 'SELLER' as const,
    sellerId: principal(req).id,
  });

  app.get(
    '/sellers/orders/:orderId/messages',
    {
      schema: {
        tags: ['messages'],
        summary: "The order's conversation with its buyer, oldest first; marks it read",
        params: OrderIdParams,
        response: { 200: OrderThreadResponse, ...errorResponses(400, 401, 403, 404, 429) },
      },
    },
    (req) => messages.thread(seller(req), req.params.orderId),
  );
  app.post(
    '/sellers/orders/:orderId/messages',
    {
      schema: {
        tags: ['messages'],
        summary: "Write to the order's buyer (contact details are masked; the buyer is mailed)",
        params: OrderIdParams,
        body: SendMessageBody,
        response: { 201: OrderMessageResponse, ...errorResponses(400, 401, 403, 404, 429) },
      },
    },
    async (req, reply) =>
      reply.code(201).send(await messages.send(seller(req), req.params.orderId, req.body)),
  );
  app.get(
    '/sellers/messages/unread',
    {
      schema: {
        tags: ['messages'],
        summary: 'Messages from buyers the seller has not read, per order',
        response: { 200: UnreadMessagesResponse, ...errorResponses(401, 403, 429) },
      },
    },
    (req) => messages.unread(seller(req)),
  );
};
