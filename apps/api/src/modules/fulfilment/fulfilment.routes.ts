import { CancelOrderBody, OrderIdParams, OrderResponse } from '@tecnobazar/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { principal } from '../../lib/auth-guard.ts';
import { errorResponses } from '../../lib/route-errors.ts';
import type { FulfilmentService } from './fulfilment.service.ts';

/** Shoppers: cancelling an own order before the seller confirms it. */
export const fulfilmentRoutes: FastifyPluginAsyncZod<{ fulfilment: FulfilmentService }> = async (
  app,
  { fulfilment },
) => {
  app.addHook('onRequest', app.guards.user);

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
