import {
  AddCartItemBody,
  CartItemParams,
  CartItemResponse,
  CartResponse,
  ErrorResponse,
  UpdateCartItemBody,
} from '@tecnobazar/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { principal } from '../../lib/auth-guard.ts';
import type { CartService } from './cart.service.ts';

const errors = {
  400: ErrorResponse,
  401: ErrorResponse,
  403: ErrorResponse,
  404: ErrorResponse,
  422: ErrorResponse,
};

export const cartRoutes: FastifyPluginAsyncZod<{ cart: CartService }> = async (app, { cart }) => {
  app.get(
    '/api/cart',
    {
      onRequest: app.guards.user,
      schema: { tags: ['cart'], summary: 'The cart priced now', response: { 200: CartResponse, ...errors } },
    },
    (req) => cart.view(principal(req).id),
  );
  app.put(
    '/api/cart/add',
    {
      onRequest: app.guards.user,
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
    '/api/cart/item/:cartItemId',
    {
      onRequest: app.guards.user,
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
    {
      onRequest: app.guards.user,
      schema: { tags: ['cart'], params: CartItemParams, response: { 200: CartResponse, ...errors } },
    },
    (req) => cart.removeItem(principal(req).id, req.params.cartItemId),
  );
};
