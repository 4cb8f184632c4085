import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { TwoFactorService } from './two-factor.service.ts';
import { enrolmentRoutes } from './two-factor-enrolment.ts';

/** Sellers: their own second factor. */
export const twoFactorSellerRoutes: FastifyPluginAsyncZod<{ twoFactor: TwoFactorService }> = async (
  app,
  { twoFactor },
) => {
  app.addHook('onRequest', app.guards.seller);

  await app.register(enrolmentRoutes, {
    twoFactor,
    kind: 'seller',
    base: '/sellers/two-factor',
    tag: 'sellers',
  });
};
