import type { FastifyInstance } from 'fastify';
import { toCents } from '../../lib/money.ts';
import type { Platform } from '../../platform.ts';
import { shippingSellerRoutes } from './shipping.seller.routes.ts';
import { createShippingService } from './shipping.service.ts';

/** Each seller's shipping rates per department; the cart and the checkout price shipping with them. */
export function shippingModule({ db, config }: Platform) {
  const shipping = createShippingService({ db, flatFeeCents: toCents(config.SHIPPING_FEE) });
  return {
    shipping,
    register: async (api: FastifyInstance) => {
      await shipping.saveFlatFee();
      await api.register(shippingSellerRoutes, { shipping });
    },
  };
}
