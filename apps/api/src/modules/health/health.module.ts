import type { FastifyInstance } from 'fastify';
import type { Platform } from '../../platform.ts';
import { healthRoutes } from './health.routes.ts';

export function healthModule({ db, redisState }: Platform) {
  return { register: (api: FastifyInstance) => api.register(healthRoutes, { db, redisState }) };
}
