import {
  AuthResponse,
  ErrorResponse,
  MessageResponse,
  TwoFactorChallengeBody,
  TwoFactorDisableBody,
  TwoFactorEnableBody,
  TwoFactorEnableResponse,
  TwoFactorSetupResponse,
  TwoFactorStatus,
} from '@tecnobazar/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { principal } from '../../lib/auth-guard.ts';
import type { OtpRateLimits } from '../auth/auth.routes.ts';
import type { TwoFactorOwner, TwoFactorService } from './two-factor.service.ts';

const errors = {
  400: ErrorResponse,
  401: ErrorResponse,
  403: ErrorResponse,
  404: ErrorResponse,
  409: ErrorResponse,
  429: ErrorResponse,
};

export const twoFactorRoutes: FastifyPluginAsyncZod<{
  twoFactor: TwoFactorService;
  limits: OtpRateLimits;
}> = async (app, { twoFactor, limits }) => {
  // The same four routes for shoppers/admins and for sellers; the guard decides whose account it is.
  const areas = [
    { base: '/api/users/two-factor', tag: 'users', guard: app.guards.user, kind: 'user' },
    { base: '/sellers/two-factor', tag: 'sellers', guard: app.guards.seller, kind: 'seller' },
  ] as const;
  for (const { base, tag, guard, kind } of areas) {
    const owner = (req: Parameters<typeof principal>[0]): TwoFactorOwner => ({ kind, id: principal(req).id });
    app.get(
      base,
      {
        onRequest: guard,
        schema: {
          tags: [tag],
          summary: 'Whether the second factor is on',
          response: { 200: TwoFactorStatus, ...errors },
        },
      },
      (req) => twoFactor.status(owner(req)),
    );
    app.post(
      `${base}/setup`,
      {
        onRequest: guard,
        schema: {
          tags: [tag],
          summary: 'A new TOTP secret and its QR code, pending until enabled',
          response: { 200: TwoFactorSetupResponse, ...errors },
        },
      },
      (req) => twoFactor.setup(owner(req)),
    );
    app.post(
      `${base}/enable`,
      {
        onRequest: guard,
        schema: {
          tags: [tag],
          summary: 'Confirm the pending secret with a code; answers the 10 recovery codes once',
          body: TwoFactorEnableBody,
          response: { 200: TwoFactorEnableResponse, ...errors },
        },
      },
      (req) => twoFactor.enable(owner(req), req.body.code),
    );
    app.post(
      `${base}/disable`,
      {
        onRequest: guard,
        schema: {
          tags: [tag],
          summary: 'Turn the second factor off with a current code or a recovery code',
          body: TwoFactorDisableBody,
          response: { 200: MessageResponse, ...errors },
        },
      },
      (req) => twoFactor.disable(owner(req), req.body.code),
    );
  }

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
};
