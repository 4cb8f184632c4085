import type { FastifyInstance } from 'fastify';
import type { Platform } from '../../platform.ts';
import type { AuditService } from '../audit/audit.service.ts';
import { couponsAdminRoutes } from './coupons.admin.routes.ts';
import { createCouponsService } from './coupons.service.ts';

export function couponsModule({ db, clock, config }: Platform, deps: { audit: AuditService }) {
  const coupons = createCouponsService({ db, clock, timeZone: config.STORE_TIMEZONE, ...deps });
  return { coupons, register: (api: FastifyInstance) => api.register(couponsAdminRoutes, { coupons }) };
}
