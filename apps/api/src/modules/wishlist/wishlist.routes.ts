import { ErrorResponse, ProductIdParams, WishlistResponse } from '@tecnobazar/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { principal } from '../../lib/auth-guard.ts';
import type { WishlistService } from './wishlist.service.ts';

const errors = { 400: ErrorResponse, 401: ErrorResponse, 403: ErrorResponse, 404: ErrorResponse };

export const wishlistRoutes: FastifyPluginAsyncZod<{ wishlist: WishlistService }> = async (
  app,
  { wishlist },
) => {
  app.get(
    '/api/wishlist',
    {
      onRequest: app.guards.user,
      schema: { tags: ['wishlist'], response: { 200: WishlistResponse, ...errors } },
    },
    (req) => wishlist.wishlist(principal(req).id),
  );
  app.post(
    '/api/wishlist/add-product/:productId',
    {
      onRequest: app.guards.user,
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
