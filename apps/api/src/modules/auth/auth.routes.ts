import {
  MessageResponse,
  SendOtpBody,
  SignedOutEverywhereResponse,
  SignInResponse,
  SigninBody,
  SignupBody,
} from '@tecnobazar/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { principal } from '../../lib/auth-guard.ts';
import type { OtpRateLimits } from '../../lib/ip-limiter.ts';
import { errorResponses } from '../../lib/route-errors.ts';
import type { AuthService } from './auth.service.ts';

const errors = errorResponses(400, 404, 429);

/** Public: shopper and administrator sign-in by e-mailed code. Signed in: ending every session. */
export const authRoutes: FastifyPluginAsyncZod<{ auth: AuthService; limits: OtpRateLimits }> = async (
  app,
  { auth, limits },
) => {
  app.post(
    '/auth/sent/login-signup-otp',
    {
      preHandler: limits.send,
      schema: {
        tags: ['auth'],
        summary: "Mail a code: 'signing_' + e-mail for sign-in, the plain e-mail for signup",
        body: SendOtpBody,
        response: { 200: MessageResponse, ...errors },
      },
    },
    (req) => auth.sendLoginSignupOtp(req.body.email, req.ip),
  );
  app.post(
    '/auth/signup',
    {
      preHandler: limits.attempt,
      schema: { tags: ['auth'], body: SignupBody, response: { 200: SignInResponse, ...errors } },
    },
    (req) => auth.signup(req.body, req.ip),
  );
  app.post(
    '/auth/signin',
    {
      preHandler: limits.attempt,
      schema: { tags: ['auth'], body: SigninBody, response: { 200: SignInResponse, ...errors } },
    },
    (req) => auth.signin(req.body, req.ip),
  );

  await app.register(async (signedIn) => {
    signedIn.addHook('onRequest', signedIn.guards.user);
    signedIn.post(
      '/api/users/sign-out-everywhere',
      {
        schema: {
          tags: ['users'],
          summary: 'End every session of the account; answers the token this session goes on with',
          response: { 200: SignedOutEverywhereResponse, ...errorResponses(401, 403, 404, 429) },
        },
      },
      (req) => auth.signOutEverywhere(principal(req).id),
    );
  });
};
