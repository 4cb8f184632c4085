import { SellerIdParams, ShopResponse } from '@tecnobazar/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/route-errors.ts';
import type { ShopsService } from './shops.service.ts';

/** Public: a shop's page. */
export const shopsRoutes: FastifyPluginAsyncZod<{ shops: ShopsService }> = async (app, { shops }) => {
  app.get(
    '/sellers/:id/shop',
    {
      config: { publicCache: true },
      schema: {
        tags: ['sellers'],
        summary:
          "A shop's public page: name, its products' rating, sales and product count (ACTIVE shops only)",
        params: SellerIdParams,
        response: { 200: ShopResponse, ...errorResponses(400, 404, 429) },
      },
    },
    (req) => shops.shop(req.params.id),
  );
};
