import { ErrorResponse, OrderResponse } from '@tecnobazar/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { principal } from '../../lib/auth-guard.ts';
import type { OrdersService } from './orders.service.ts';

export const ordersRoutes: FastifyPluginAsyncZod<{ orders: OrdersService }> = async (app, { orders }) => {
  app.get(
    '/api/orders',
    {
      onRequest: app.guards.user,
      schema: {
        tags: ['orders'],
        summary: "The caller's orders, newest first",
        response: { 200: z.array(OrderResponse), 401: ErrorResponse, 403: ErrorResponse },
      },
    },
    (req) => orders.listForUser(principal(req).id),
  );
};
