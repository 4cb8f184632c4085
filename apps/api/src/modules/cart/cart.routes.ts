import {
  AddCartItemBody,
  AddCartItemsBody,
  ApplyCouponQuery,
  CartItemParams,
  CartItemResponse,
  CartQuery,
  CartResponse,
  UpdateCartItemBody,
} from '@tecnobazar/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { principal } from '../../lib/auth-guard.ts';
import { errorResponses } from '../../lib/route-errors.ts';
import type { CartService } from './cart.service.ts';

const errors = errorResponses(400, 401, 403, 404, 422);

/** Shoppers: their cart, and the coupon applied to it. */
export const cartRoutes: FastifyPluginAsyncZod<{ cart: CartService }> = async (app, { cart }) => {
  app.addHook('onRequest', app.guards.user);

  app.get(
    '/api/cart',
    {
      schema: {
        tags: ['cart'],
        summary: 'The cart priced now; shipping to `addressId` (a saved address), else to the newest one',
        querystring: CartQuery,
        response: { 200: CartResponse, ...errors },
      },
    },
    (req) => cart.view(principal(req).id, { addressId: req.query.addressId }),
  );
  app.put(
    '/api/cart/add',
    {
      schema: {
        tags: ['cart'],
        summary: 'Adds a product; the same product and size merge',
        body: AddCartItemBody,
        response: { 200: CartItemResponse, ...errors },
      },
    },
    (req) => cart.add(principal(req).id, req.body),
  );
  app.put(
    '/api/cart/add-all',
    {
      schema: {
        tags: ['cart'],
        summary: 'Adds several products from any shops (a build): all of them or none; answers the cart',
        body: AddCartItemsBody,
        response: { 200: CartResponse, ...errors },
      },
    },
    (req) => cart.addAll(principal(req).id, req.body.items),
  );
  app.put(
    '/api/cart/item/:cartItemId',
    {
      schema: {
        tags: ['cart'],
        params: CartItemParams,
        body: UpdateCartItemBody,
        response: { 200: CartItemResponse, ...errors },
      },
    },
    (req) => cart.updateItem(principal(req).id, req.params.cartItemId, req.body.quantity),
  );
  app.delete(
    '/api/cart/item/:cartItemId',
    { schema: { tags: ['cart'], params: CartItemParams, response: { 200: CartResponse, ...errors } } },
    (req) => cart.removeItem(principal(req).id, req.params.cartItemId),
  );
  // Under /coupons for the original client, but it changes the cart, so the cart answers it.
  app.post(
    '/api/coupons/apply',
    {
      schema: {
        tags: ['coupons'],
        summary: "apply=true applies the code to the caller's cart, apply=false removes it; answers the cart",
        querystring: ApplyCouponQuery,
        response: { 200: CartResponse, ...errorResponses(400, 401, 403, 404, 409, 422) },
      },
    },
    (req) => cart.applyCoupon(principal(req).id, req.query.code, req.query.apply === 'true'),
  );
};
