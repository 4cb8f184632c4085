import { MessageResponse, SendOtpBody, SignInResponse, SigninBody, SignupBody } from '@tecnobazar/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { OtpRateLimits } from '../../lib/ip-limiter.ts';
import { errorResponses } from '../../lib/route-errors.ts';
import type { AuthService } from './auth.service.ts';

const errors = errorResponses(400, 404, 429);

/** Public: shopper and administrator sign-in by e-mailed code. */
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
};
