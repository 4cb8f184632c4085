import {
  MessageResponse,
  TwoFactorDisableBody,
  TwoFactorEnableBody,
  TwoFactorEnableResponse,
  TwoFactorSetupResponse,
  TwoFactorStatus,
} from '@tecnobazar/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { TwoFactorOwnerKind } from '../../db/schema/two-factor.ts';
import { principal } from '../../lib/auth-guard.ts';
import { errorResponses } from '../../lib/route-errors.ts';
import type { TwoFactorService } from './two-factor.service.ts';

export const errors = errorResponses(400, 401, 403, 404, 409, 429);

/**
 * The four enrolment routes under `base`, for the signed-in account's own second factor: the same for
 * shoppers and administrators (two-factor.routes.ts) and for sellers (two-factor.seller.routes.ts), whose
 * guard decides whose account it is.
 */
export const enrolmentRoutes: FastifyPluginAsyncZod<{
  twoFactor: TwoFactorService;
  kind: TwoFactorOwnerKind;
  base: string;
  tag: string;
}> = async (app, { twoFactor, kind, base, tag }) => {
  const owner = (req: Parameters<typeof principal>[0]) => ({ kind, id: principal(req).id });
  app.get(
    base,
    {
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
      schema: {
        tags: [tag],
        summary: 'Turn the second factor off with a current code or a recovery code',
        body: TwoFactorDisableBody,
        response: { 200: MessageResponse, ...errors },
      },
    },
    (req) => twoFactor.disable(owner(req), req.body.code),
  );
};
