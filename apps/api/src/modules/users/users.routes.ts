import { UpdateProfileBody, UserProfile } from '@tecnobazar/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { principal } from '../../lib/auth-guard.ts';
import { errorResponses } from '../../lib/route-errors.ts';
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
  app.patch(
    '/api/users/profile',
    {
      schema: {
        tags: ['users'],
        summary: "The signed-in shopper's or admin's own name and mobile",
        body: UpdateProfileBody,
        response: { 200: UserProfile, ...errorResponses(400, 401, 403, 404) },
      },
    },
    (req) => users.updateProfile(principal(req).id, req.body),
  );
};
