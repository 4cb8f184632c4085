import type { FastifyInstance } from 'fastify';
import type { Platform } from '../../platform.ts';
import { addressesRoutes } from './addresses.routes.ts';
import { createAddressesService } from './addresses.service.ts';

export function addressesModule({ db }: Platform) {
  const addresses = createAddressesService({ db });
  return { addresses, register: (api: FastifyInstance) => api.register(addressesRoutes, { addresses }) };
}
