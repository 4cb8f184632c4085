import type { FastifyInstance } from 'fastify';
import type { Platform } from '../../platform.ts';
import { homeRoutes } from './home.routes.ts';
import { createHomeService } from './home.service.ts';

export function homeModule({ db }: Platform) {
  const home = createHomeService({ db });
  return { home, register: (api: FastifyInstance) => api.register(homeRoutes, { home }) };
}
