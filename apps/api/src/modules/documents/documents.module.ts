import type { FastifyInstance } from 'fastify';
import { createHttpEinvoiceProvider, noEinvoices } from '../../lib/einvoice/einvoice.ts';
import type { Platform } from '../../platform.ts';
import type { OrdersService } from '../orders/orders.service.ts';
import type { SellersService } from '../sellers/sellers.service.ts';
import type { TransactionsService } from '../transactions/transactions.service.ts';
import type { UsersService } from '../users/users.service.ts';
import { documentsRoutes } from './documents.routes.ts';
import { documentsSellerRoutes } from './documents.seller.routes.ts';
import { createDocumentsService } from './documents.service.ts';

export const EINVOICES_JOB = 'einvoices';

/** Receipts of seller orders and sellers' monthly statements, as PDF and CSV downloads. */
export function documentsModule(
  { config, clock, log }: Platform,
  deps: {
    orders: OrdersService;
    sellers: SellersService;
    users: UsersService;
    transactions: TransactionsService;
  },
) {
  const einvoice =
    config.EINVOICE_PROVIDER === 'dev' && config.EINVOICE_API_BASE
      ? createHttpEinvoiceProvider({ baseUrl: config.EINVOICE_API_BASE, apiKey: config.EINVOICE_API_KEY })
      : noEinvoices;
  const documents = createDocumentsService({
    ...deps,
    einvoice,
    clock,
    log,
    timeZone: config.STORE_TIMEZONE,
  });
  return {
    documents,
    // Each paid order's electronic invoice, issued soon after the payment (none with EINVOICE_PROVIDER=none).
    jobs: einvoice.enabled
      ? [{ name: EINVOICES_JOB, everyMs: 60_000, run: () => documents.issueDueInvoices() }]
      : [],
    register: async (api: FastifyInstance) => {
      await api.register(documentsRoutes, { documents });
      await api.register(documentsSellerRoutes, { documents });
    },
  };
}
