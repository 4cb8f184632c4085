import { UserProfile } from '@tecnobazar/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { principal } from '../../lib/auth-guard.ts';
import type { UsersService } from './users.service.ts';

/** Shoppers and administrators: their own account. */
export const usersRoutes: FastifyPluginAsyncZod<{ users: UsersService }> = async (app, { users }) => {
  app.addHook('onRequest', app.guards.user);

  app.get(
    '/api/users/profile',
    {
      schema: { tags: ['users'], summary: 'The signed-in shopper or admin', response: { 200: UserProfile } },
    },
    (req) => users.profile(principal(req).id),
  );
};
