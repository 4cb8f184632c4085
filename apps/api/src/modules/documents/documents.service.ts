/**
 * The documents a sale leaves: the comprobante de venta of a seller order (for its buyer and its seller) and
 * a seller's monthly statement. Owns no table: it reads orders, sellers, users and the ledger through their
 * services, and asks the e-invoicing provider (lib/einvoice) for the invoice of an order when one is set.
 */
import type { OrderResponse } from '@tecnobazar/shared';
import { startOfDay } from '../../lib/business-days.ts';
import type { Clock } from '../../lib/clock.ts';
import { calendarDate } from '../../lib/dates.ts';
import type { EinvoiceProvider, EinvoiceResult } from '../../lib/einvoice/einvoice.ts';
import { badRequest, notFound } from '../../lib/errors.ts';
import { toCents } from '../../lib/money.ts';
import type { OrderOwner, OrdersService } from '../orders/orders.service.ts';
import type { FiscalProfile, SellersService } from '../sellers/sellers.service.ts';
import type { TransactionsService } from '../transactions/transactions.service.ts';
import type { UsersService } from '../users/users.service.ts';
import { type ReceiptData, receiptPdf } from './receipt-pdf.ts';
import { statementCsv, statementPdf } from './statement-files.ts';

export const DOCUMENT_MESSAGES = {
  orderNotFound: 'Pedido no encontrado',
  futureMonth: 'Ese mes aún no tiene extracto: elige un mes pasado o el actual',
} as const;

/** How many months back the statements page lists, at most. */
const MONTHS_LISTED = 24;

export interface DocumentFile {
  filename: string;
  contentType: string;
  body: Buffer;
}

const nextMonth = (month: string) => {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return m === 12 ? `${y + 1}-01` : `${y}-${String(m + 1).padStart(2, '0')}`;
};
const previousMonth = (month: string) => {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return m === 1 ? `${y - 1}-12` : `${y}-${String(m - 1).padStart(2, '0')}`;
};

export function createDocumentsService(deps: {
  orders: Pick<OrdersService, 'find' | 'parties'>;
  sellers: Pick<SellersService, 'fiscalProfiles'>;
  users: Pick<UsersService, 'contacts'>;
  transactions: Pick<TransactionsService, 'statement' | 'firstEntryAt'>;
  einvoice: EinvoiceProvider;
  clock: Clock;
  timeZone: string;
}) {
  const { orders, sellers, users, transactions, einvoice, clock, timeZone } = deps;
  const thisMonth = () => calendarDate(clock.now(), timeZone).slice(0, 7);

  async function fiscalProfile(sellerId: number): Promise<FiscalProfile> {
    const profile = (await sellers.fiscalProfiles([sellerId])).get(sellerId);
    if (!profile) throw notFound(DOCUMENT_MESSAGES.orderNotFound);
    return profile;
  }

  function receiptData(order: OrderResponse, seller: FiscalProfile, buyer: { fullName: string }) {
    const a = order.shippingAddress;
    const subtotalCents = toCents(order.totalSellingPrice);
    const discountCents = toCents(order.couponDiscount);
    const shippingCents = toCents(order.shipping);
    return {
      orderId: order.id,
      date: new Date(order.orderDate),
      timeZone,
      seller,
      buyer: { name: buyer.fullName || a.name, address: `${a.address}, ${a.city}, ${a.state}` },
      lines: order.orderItems.map((i) => ({
        name: i.size && i.size !== 'FREE' ? `${i.productName} (talla ${i.size})` : i.productName,
        quantity: i.quantity,
        unitCents: toCents(i.price),
        vatPercent: i.vatPercent,
      })),
      subtotalCents,
      discountCents,
      shippingCents,
      totalCents: toCents(order.totalAmount) + shippingCents,
      vat: order.vat.map((v) => ({ percent: v.rate, baseCents: toCents(v.base), vatCents: toCents(v.vat) })),
      cancelled: order.orderStatus === 'CANCELLED',
      invoice: null,
    } satisfies ReceiptData;
  }

  /** The invoice of the order, when a provider is set: it answers the same one for the same reference. */
  async function invoiceFor(data: ReceiptData, email: string): Promise<EinvoiceResult | null> {
    if (!einvoice.enabled || data.cancelled) return null;
    return einvoice.issue({
      reference: `pedido-${data.orderId}`,
      issuedAt: data.date,
      seller: data.seller,
      buyer: { name: data.buyer.name, email },
      lines: data.lines.map((l) => ({
        description: l.name,
        quantity: l.quantity,
        unitPriceCents: l.unitCents,
        vatPercent: l.vatPercent,
      })),
      discountCents: data.discountCents,
      shippingCents: data.shippingCents,
      vat: data.vat,
      totalCents: data.totalCents,
    });
  }

  return {
    /** The comprobante de venta of an order of `owner` (its buyer or its seller); anyone else's is a 404. */
    async receipt(owner: OrderOwner, orderId: number): Promise<DocumentFile> {
      const order = await orders.find(owner, orderId);
      if (!order) throw notFound(DOCUMENT_MESSAGES.orderNotFound);
      const [seller, parties] = await Promise.all([fiscalProfile(order.seller.id), orders.parties(order.id)]);
      const buyer = parties && (await users.contacts([parties.userId])).get(parties.userId);
      const data = receiptData(order, seller, { fullName: buyer?.fullName ?? order.shippingAddress.name });
      const invoice = await invoiceFor(data, buyer?.email ?? '');
      return {
        filename: `comprobante-${order.id}.pdf`,
        contentType: 'application/pdf',
        body: receiptPdf({ ...data, invoice }),
      };
    },

    /** The months the seller has a statement for, newest first: from the first ledger entry to this month. */
    async statementMonths(sellerId: number): Promise<string[]> {
      const first = await transactions.firstEntryAt(sellerId);
      const last = thisMonth();
      const from = first ? calendarDate(first, timeZone).slice(0, 7) : last;
      const months = [last];
      while (months.length < MONTHS_LISTED && months.at(-1)! > from)
        months.push(previousMonth(months.at(-1)!));
      return months;
    },

    /** The seller's statement of `month` (YYYY-MM, the store's calendar) as a PDF or a CSV. */
    async statement(sellerId: number, month: string, format: 'pdf' | 'csv'): Promise<DocumentFile> {
      if (month > thisMonth()) throw badRequest(DOCUMENT_MESSAGES.futureMonth);
      const [seller, ledger] = await Promise.all([
        fiscalProfile(sellerId),
        transactions.statement(
          sellerId,
          startOfDay(`${month}-01`, timeZone),
          startOfDay(`${nextMonth(month)}-01`, timeZone),
        ),
      ]);
      const data = { month, timeZone, seller, ledger };
      return format === 'pdf'
        ? { filename: `extracto-${month}.pdf`, contentType: 'application/pdf', body: statementPdf(data) }
        : {
            filename: `extracto-${month}.csv`,
            contentType: 'text/csv; charset=utf-8',
            body: statementCsv(data),
          };
    },
  };
}
export type DocumentsService = ReturnType<typeof createDocumentsService>;
