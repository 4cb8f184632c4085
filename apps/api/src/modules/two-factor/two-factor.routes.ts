import { AuthResponse, TwoFactorChallengeBody } from '@tecnobazar/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { OtpRateLimits } from '../../lib/ip-limiter.ts';
import type { TwoFactorService } from './two-factor.service.ts';
import { enrolmentRoutes, errors } from './two-factor-enrolment.ts';

/** Public: the second sign-in step. Shoppers and administrators: their own second factor. */
export const twoFactorRoutes: FastifyPluginAsyncZod<{
  twoFactor: TwoFactorService;
  limits: OtpRateLimits;
}> = async (app, { twoFactor, limits }) => {
  app.post(
    '/auth/two-factor',
    {
      preHandler: limits.attempt,
      schema: {
        tags: ['auth'],
        summary: 'Second sign-in step: the challenge token and an app or recovery code give the session',
        body: TwoFactorChallengeBody,
        response: { 200: AuthResponse, ...errors },
      },
    },
    (req) => twoFactor.completeChallenge(req.body),
  );

  await app.register(async (shoppers) => {
    shoppers.addHook('onRequest', shoppers.guards.user);
    await shoppers.register(enrolmentRoutes, {
      twoFactor,
      kind: 'user',
      base: '/api/users/two-factor',
      tag: 'users',
    });
  });
};
