import type { FastifyInstance } from 'fastify';
import type { Platform } from '../../platform.ts';
import { usersRoutes } from './users.routes.ts';
import { createUsersService } from './users.service.ts';

export function usersModule({ db }: Platform) {
  const users = createUsersService({ db });
  return { users, register: (api: FastifyInstance) => api.register(usersRoutes, { users }) };
}
