import {
  AdminCouponResponse,
  CouponActiveBody,
  CouponResponse,
  CreateCouponBody,
  IdParams,
} from '@tecnobazar/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { principal } from '../../lib/auth-guard.ts';
import { errorResponses } from '../../lib/route-errors.ts';
import type { CouponsService } from './coupons.service.ts';

const errors = errorResponses(400, 401, 403, 404, 409, 422);

/** Administrators: creating, listing and deleting coupons. Shoppers apply them in cart.routes.ts. */
export const couponsAdminRoutes: FastifyPluginAsyncZod<{ coupons: CouponsService }> = async (
  app,
  { coupons },
) => {
  app.addHook('onRequest', app.guards.admin);

  app.post(
    '/api/coupons/admin/create',
    { schema: { tags: ['admin'], body: CreateCouponBody, response: { 200: CouponResponse, ...errors } } },
    (req) => coupons.create(req.body, principal(req).id),
  );
  app.get(
    '/api/coupons/admin/all',
    { schema: { tags: ['admin'], response: { 200: z.array(AdminCouponResponse), ...errors } } },
    () => coupons.list(),
  );
  app.patch(
    '/api/coupons/admin/:id/active',
    {
      schema: {
        tags: ['admin'],
        summary: 'Switch a coupon off or on without deleting it',
        params: IdParams,
        body: CouponActiveBody,
        response: { 200: CouponResponse, ...errors },
      },
    },
    (req) => coupons.setActive(req.params.id, req.body.active, principal(req).id),
  );
  app.delete(
    '/api/coupons/admin/delete/:id',
    {
      schema: {
        tags: ['admin'],
        params: IdParams,
        response: { 200: z.object({ message: z.string(), id: z.number() }), ...errors },
      },
    },
    (req) => coupons.remove(req.params.id, principal(req).id),
  );
};
