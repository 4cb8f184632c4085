import type { FastifyInstance } from 'fastify';
import type { Platform } from '../../platform.ts';
import type { CatalogService } from '../catalog/catalog.service.ts';
import { buildsRoutes, myBuildsRoutes } from './builds.routes.ts';
import { createBuildsService } from './builds.service.ts';

export function buildsModule({ db }: Platform, deps: { catalog: CatalogService }) {
  const buildsService = createBuildsService({ db, ...deps });
  return {
    builds: buildsService,
    register: async (api: FastifyInstance) => {
      await api.register(buildsRoutes, { builds: buildsService });
      await api.register(myBuildsRoutes, { builds: buildsService });
    },
  };
}
