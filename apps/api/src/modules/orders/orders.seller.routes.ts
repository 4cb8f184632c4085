import { SoldItemResponse } from '@tecnobazar/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { principal } from '../../lib/auth-guard.ts';
import { errorResponses } from '../../lib/route-errors.ts';
import type { OrdersService } from './orders.service.ts';

/** Sellers: what they sold. Their orders to fulfil are the fulfilment module's (fulfilment.seller.routes.ts). */
export const ordersSellerRoutes: FastifyPluginAsyncZod<{ orders: OrdersService }> = async (
  app,
  { orders },
) => {
  app.addHook('onRequest', app.guards.seller);

  app.get(
    '/sellers/sold-items',
    {
      schema: {
        tags: ['sales'],
        summary: "The seller's sold items with the buyer's name, newest first; cancelled orders left out",
        response: { 200: z.array(SoldItemResponse), ...errorResponses(401, 403, 429) },
      },
    },
    (req) => orders.soldItems(principal(req).id),
  );
};
