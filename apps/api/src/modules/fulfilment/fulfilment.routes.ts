import { CancelOrderBody, OrderIdParams, OrderResponse, PurchaseResponse } from '@tecnobazar/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { principal } from '../../lib/auth-guard.ts';
import { errorResponses } from '../../lib/route-errors.ts';
import type { FulfilmentService } from './fulfilment.service.ts';

/** Shoppers: an own order's purchase (the receipt), and cancelling an own order before the seller confirms it. */
export const fulfilmentRoutes: FastifyPluginAsyncZod<{ fulfilment: FulfilmentService }> = async (
  app,
  { fulfilment },
) => {
  app.addHook('onRequest', app.guards.user);

  app.get(
    '/api/orders/:orderId/purchase',
    {
      schema: {
        tags: ['orders'],
        summary:
          'The purchase an own order was paid in: every seller order, shipping, coupon, the charge and refunds',
        params: OrderIdParams,
        response: { 200: PurchaseResponse, ...errorResponses(400, 401, 403, 404, 429) },
      },
    },
    (req) => fulfilment.purchase(principal(req).id, req.params.orderId),
  );
  app.post(
    '/api/orders/:orderId/cancel',
    {
      schema: {
        tags: ['orders'],
        summary: 'Cancel an own order while it is PLACED; the money is refunded',
        params: OrderIdParams,
        body: CancelOrderBody,
        response: { 200: OrderResponse, ...errorResponses(400, 401, 403, 404, 409, 429) },
      },
    },
    (req) => fulfilment.cancelByCustomer(principal(req).id, req.params.orderId, req.body.reason),
  );
};
