import type { FastifyInstance } from 'fastify';
import type { Platform } from '../../platform.ts';
import { couponsAdminRoutes } from './coupons.admin.routes.ts';
import { createCouponsService } from './coupons.service.ts';

export function couponsModule({ db, clock, config }: Platform) {
  const coupons = createCouponsService({ db, clock, timeZone: config.STORE_TIMEZONE });
  return { coupons, register: (api: FastifyInstance) => api.register(couponsAdminRoutes, { coupons }) };
}
