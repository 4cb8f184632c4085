import type { FastifyInstance } from 'fastify';
import { mediaRoutes } from './media.routes.ts';

/** The demo catalogue's images, drawn on first request. */
export function mediaModule() {
  return { register: (api: FastifyInstance) => api.register(mediaRoutes) };
}
