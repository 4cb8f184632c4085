import {
  ApplyCouponQuery,
  CartResponse,
  CouponResponse,
  CreateCouponBody,
  ErrorResponse,
  IdParams,
} from '@tecnobazar/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { principal } from '../../lib/auth-guard.ts';
import type { CartService } from '../cart/cart.service.ts';
import type { CouponsService } from './coupons.service.ts';

const errors = {
  400: ErrorResponse,
  401: ErrorResponse,
  403: ErrorResponse,
  404: ErrorResponse,
  409: ErrorResponse,
  422: ErrorResponse,
};

export const couponsRoutes: FastifyPluginAsyncZod<{ coupons: CouponsService; cart: CartService }> = async (
  app,
  { coupons, cart },
) => {
  app.post(
    '/api/coupons/apply',
    {
      onRequest: app.guards.user,
      schema: {
        tags: ['coupons'],
        summary: "apply=true applies the code to the caller's cart, apply=false removes it; answers the cart",
        querystring: ApplyCouponQuery,
        response: { 200: CartResponse, ...errors },
      },
    },
    (req) => cart.applyCoupon(principal(req).id, req.query.code, req.query.apply === 'true'),
  );
  app.post(
    '/api/coupons/admin/create',
    {
      onRequest: app.guards.admin,
      schema: { tags: ['admin'], body: CreateCouponBody, response: { 200: CouponResponse, ...errors } },
    },
    (req) => coupons.create(req.body),
  );
  app.get(
    '/api/coupons/admin/all',
    {
      onRequest: app.guards.admin,
      schema: { tags: ['admin'], response: { 200: z.array(CouponResponse), ...errors } },
    },
    () => coupons.list(),
  );
  app.delete(
    '/api/coupons/admin/delete/:id',
    {
      onRequest: app.guards.admin,
      schema: {
        tags: ['admin'],
        params: IdParams,
        response: { 200: z.object({ message: z.string(), id: z.number() }), ...errors },
      },
    },
    (req) => coupons.remove(req.params.id),
  );
};
