import type { FastifyInstance } from 'fastify';
import type { Platform } from '../../platform.ts';
import type { CatalogService } from '../catalog/catalog.service.ts';
import { searchRoutes } from './search.routes.ts';
import { createSearchService } from './search.service.ts';

export function searchModule({ db, changes }: Platform, deps: { catalog: CatalogService }) {
  const search = createSearchService({ db, changes, ...deps });
  return { search, register: (api: FastifyInstance) => api.register(searchRoutes, { search }) };
}
