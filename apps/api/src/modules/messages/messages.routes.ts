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

/** Shoppers: the conversation with the shop on each of their orders. */
export const messagesRoutes: FastifyPluginAsyncZod<{ messages: MessagesService }> = async (
  app,
  { messages },
) => {
  app.addHook('onRequest', app.guards.user);
  const buyer = (req: Parameters<typeof principal>[0]) => ({
    side: 'BUYER' as const,
    userId: principal(req).id,
  });

  app.get(
    '/api/orders/:orderId/messages',
    {
      schema: {
        tags: ['messages'],
        summary: "The order's conversation with its shop, oldest first; marks it read",
        params: OrderIdParams,
        response: { 200: OrderThreadResponse, ...errorResponses(400, 401, 403, 404) },
      },
    },
    (req) => messages.thread(buyer(req), req.params.orderId),
  );
  app.post(
    '/api/orders/:orderId/messages',
    {
      schema: {
        tags: ['messages'],
        summary: "Write to the order's shop (contact details are masked; the shop is mailed)",
        params: OrderIdParams,
        body: SendMessageBody,
        response: { 201: OrderMessageResponse, ...errorResponses(400, 401, 403, 404, 429) },
      },
    },
    async (req, reply) => reply.code(201).send(await messages.send(buyer(req), req.params.orderId, req.body)),
  );
  app.get(
    '/api/messages/unread',
    {
      schema: {
        tags: ['messages'],
        summary: 'Messages from shops the caller has not read, per order',
        response: { 200: UnreadMessagesResponse, ...errorResponses(401, 403) },
      },
    },
    (req) => messages.unread(buyer(req)),
  );
};
