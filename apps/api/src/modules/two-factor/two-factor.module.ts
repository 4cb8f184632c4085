import type { FastifyInstance } from 'fastify';
import type { Platform } from '../../platform.ts';
import { twoFactorRoutes } from './two-factor.routes.ts';
import { twoFactorSellerRoutes } from './two-factor.seller.routes.ts';
import { createTwoFactorService, type TwoFactorAccounts } from './two-factor.service.ts';

export function twoFactorModule({ db, clock, config, jwt, limits }: Platform, accounts: TwoFactorAccounts) {
  const twoFactor = createTwoFactorService({
    db,
    clock,
    config,
    secret: config.JWT_SECRET,
    jwt,
    ...accounts,
  });
  return {
    twoFactor,
    async register(api: FastifyInstance) {
      await api.register(twoFactorRoutes, { twoFactor, limits });
      await api.register(twoFactorSellerRoutes, { twoFactor });
    },
  };
}
