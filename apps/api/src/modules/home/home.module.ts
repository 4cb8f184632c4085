import type { FastifyInstance } from 'fastify';
import type { Platform } from '../../platform.ts';
import type { AuditService } from '../audit/audit.service.ts';
import type { CatalogService } from '../catalog/catalog.service.ts';
import { homeAdminRoutes } from './home.admin.routes.ts';
import { homeRoutes } from './home.routes.ts';
import { createHomeService } from './home.service.ts';

export function homeModule({ db, config }: Platform, deps: { audit: AuditService; catalog: CatalogService }) {
  const home = createHomeService({ db, ...deps, media: config });
  return {
    home,
    register: async (api: FastifyInstance) => {
      await api.register(homeRoutes, { home });
      await api.register(homeAdminRoutes, { home });
    },
  };
}
