import type { FastifyInstance } from 'fastify';
import type { Platform } from '../../platform.ts';
import { catalogRoutes } from './catalog.routes.ts';
import { createCatalogService } from './catalog.service.ts';

export function catalogModule({ db }: Platform) {
  const catalog = createCatalogService({ db });
  return { catalog, register: (api: FastifyInstance) => api.register(catalogRoutes, { catalog }) };
}
