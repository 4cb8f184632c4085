import {
  OrderIdParams,
  OrderResponse,
  SellerOrderPage,
  SellerOrdersQuery,
  UpdateOrderStatusBody,
} from '@tecnobazar/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { principal } from '../../lib/auth-guard.ts';
import { errorResponses } from '../../lib/route-errors.ts';
import type { FulfilmentService } from './fulfilment.service.ts';

/** Sellers: the orders to fulfil. */
export const fulfilmentSellerRoutes: FastifyPluginAsyncZod<{ fulfilment: FulfilmentService }> = async (
  app,
  { fulfilment },
) => {
  app.addHook('onRequest', app.guards.seller);

  app.get(
    '/sellers/orders',
    {
      schema: {
        tags: ['orders'],
        summary: "The seller's orders, newest first, 10 a page, optionally in one status",
        querystring: SellerOrdersQuery,
        response: { 200: SellerOrderPage, ...errorResponses(400, 401, 403, 429) },
      },
    },
    (req) => fulfilment.listForSeller(principal(req).id, req.query),
  );
  app.patch(
    '/sellers/orders/:orderId/status',
    {
      schema: {
        tags: ['orders'],
        summary:
          'Confirm, ship (carrier and tracking number), deliver or cancel (with a reason, refunded) an own order',
        params: OrderIdParams,
        body: UpdateOrderStatusBody,
        response: { 200: OrderResponse, ...errorResponses(400, 401, 403, 404, 409, 429) },
      },
    },
    (req) => fulfilment.updateStatus(principal(req).id, req.params.orderId, req.body),
  );
};
