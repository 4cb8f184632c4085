import type { FastifyInstance } from 'fastify';
import type { Platform } from '../../platform.ts';
import type { AuditService } from '../audit/audit.service.ts';
import type { CatalogService } from '../catalog/catalog.service.ts';
import type { SellersService } from '../sellers/sellers.service.ts';
import { commissionsAdminRoutes } from './commissions.admin.routes.ts';
import { createCommissionsService } from './commissions.service.ts';

/** Commission rules: set by administrators, read by the ledger when a sale is paid. */
export function commissionsModule(
  { db, clock, config }: Platform,
  deps: { audit: AuditService; catalog: CatalogService; sellers: SellersService },
) {
  const commissions = createCommissionsService({
    db,
    clock,
    ...deps,
    defaultPercent: config.PLATFORM_COMMISSION_PERCENT,
  });
  return {
    commissions,
    register: (api: FastifyInstance) => api.register(commissionsAdminRoutes, { commissions }),
  };
}
