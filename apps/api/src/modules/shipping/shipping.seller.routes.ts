import { ShippingRatesBody, ShippingRatesResponse } from '@tecnobazar/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { principal } from '../../lib/auth-guard.ts';
import { errorResponses } from '../../lib/route-errors.ts';
import type { ShippingService } from './shipping.service.ts';

/** Sellers: what they charge to ship to each department. */
export const shippingSellerRoutes: FastifyPluginAsyncZod<{ shipping: ShippingService }> = async (
  app,
  { shipping },
) => {
  app.addHook('onRequest', app.guards.seller);

  app.get(
    '/sellers/shipping',
    {
      schema: {
        tags: ['sellers'],
        summary: "The signed-in seller's shipping rates (the store's flat fee until set)",
        response: { 200: ShippingRatesResponse, ...errorResponses(401, 403) },
      },
    },
    (req) => shipping.rates(principal(req).id),
  );
  app.put(
    '/sellers/shipping',
    {
      schema: {
        tags: ['sellers'],
        summary: "Replaces the signed-in seller's shipping rates: default, per department, free from",
        body: ShippingRatesBody,
        response: { 200: ShippingRatesResponse, ...errorResponses(400, 401, 403) },
      },
    },
    async (req) => {
      const { id } = principal(req);
      await shipping.setRates(id, req.body);
      return shipping.rates(id);
    },
  );
};
