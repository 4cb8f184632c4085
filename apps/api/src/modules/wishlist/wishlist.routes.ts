import { ProductIdParams, WishlistResponse } from '@tecnobazar/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { principal } from '../../lib/auth-guard.ts';
import { errorResponses } from '../../lib/route-errors.ts';
import type { WishlistService } from './wishlist.service.ts';

const errors = errorResponses(400, 401, 403, 404);

/** Shoppers: their wishlist. */
export const wishlistRoutes: FastifyPluginAsyncZod<{ wishlist: WishlistService }> = async (
  app,
  { wishlist },
) => {
  app.addHook('onRequest', app.guards.user);

  app.get(
    '/api/wishlist',
    { schema: { tags: ['wishlist'], response: { 200: WishlistResponse, ...errors } } },
    (req) => wishlist.wishlist(principal(req).id),
  );
  app.post(
    '/api/wishlist/add-product/:productId',
    {
      schema: {
        tags: ['wishlist'],
        summary: 'Adds the product, or removes it when it is already there',
        params: ProductIdParams,
        response: { 200: WishlistResponse, ...errors },
      },
    },
    (req) => wishlist.toggle(principal(req).id, req.params.productId),
  );
};
