import type { FastifyInstance } from 'fastify';
import { isDevPaymentProvider } from '../../lib/payments/dev-payment-provider.ts';
import type { Platform } from '../../platform.ts';
import { devRoutes } from './dev.routes.ts';
import { devPaypalRoutes } from './dev-paypal.routes.ts';
import { loopbackOnly } from './loopback-only.ts';

/**
 * The dev providers' pages: the mailbox and the PayPal simulator, each only while its provider is on (never
 * in production, see config.ts). Loopback callers only, unless DEV_ROUTES_PUBLIC opens them.
 */
export function devModule({ db, config, payments, devMailbox }: Platform) {
  return {
    register: (api: FastifyInstance) =>
      api.register(async (dev) => {
        if (!config.DEV_ROUTES_PUBLIC) dev.addHook('onRequest', loopbackOnly);
        if (isDevPaymentProvider(payments)) await dev.register(devPaypalRoutes, { provider: payments });
        if (devMailbox) await dev.register(devRoutes, { db });
      }),
  };
}
