import { OrderResponse } from '@tecnobazar/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { principal } from '../../lib/auth-guard.ts';
import { errorResponses } from '../../lib/route-errors.ts';
import type { OrdersService } from './orders.service.ts';

/** Shoppers: their orders. Placing them is the checkout's (checkout.routes.ts). */
export const ordersRoutes: FastifyPluginAsyncZod<{ orders: OrdersService }> = async (app, { orders }) => {
  app.addHook('onRequest', app.guards.user);

  app.get(
    '/api/orders',
    {
      schema: {
        tags: ['orders'],
        summary: "The caller's orders, newest first",
        response: { 200: z.array(OrderResponse), ...errorResponses(401, 403) },
      },
    },
    (req) => orders.listForUser(principal(req).id),
  );
};
