/**
 * The documents a sale leaves: the comprobante de venta of a seller order (for its buyer and its seller) and
 * a seller's monthly statement. Owns no table: it reads orders, sellers, users and the ledger through their
 * services. With an e-invoicing provider set (lib/einvoice), the `einvoices` job asks it for the invoice of
 * every paid order and the orders module keeps its number and CUFE, which the comprobante prints.
 */
import type { OrderResponse } from '@tecnobazar/shared';
import { startOfDay } from '../../lib/business-days.ts';
import type { Clock } from '../../lib/clock.ts';
import { calendarDate } from '../../lib/dates.ts';
import type { EinvoiceDocument, EinvoiceProvider } from '../../lib/einvoice/einvoice.ts';
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
  orders: Pick<OrdersService, 'find' | 'parties' | 'toInvoice' | 'recordInvoice' | 'invoiceOf'>;
  sellers: Pick<SellersService, 'fiscalProfiles'>;
  users: Pick<UsersService, 'contacts'>;
  transactions: Pick<TransactionsService, 'statement' | 'firstEntryAt'>;
  einvoice: EinvoiceProvider;
  clock: Clock;
  timeZone: string;
  log?: { warn(obj: object, msg: string): void };
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

  /** An order's receipt data, read as its buyer (`userId`) or its seller would, and the buyer's e-mail. */
  async function receiptOf(owner: OrderOwner, orderId: number) {
    const order = await orders.find(owner, orderId);
    if (!order) throw notFound(DOCUMENT_MESSAGES.orderNotFound);
    const [seller, parties] = await Promise.all([fiscalProfile(order.seller.id), orders.parties(order.id)]);
    const buyer = parties && (await users.contacts([parties.userId])).get(parties.userId);
    const data = receiptData(order, seller, { fullName: buyer?.fullName ?? order.shippingAddress.name });
    return { data, email: buyer?.email ?? '' };
  }

  /** What the provider is sent: the reference is the order, so asking again answers the same invoice. */
  function invoiceDocument(data: ReceiptData, email: string): EinvoiceDocument {
    return {
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
    };
  }

  async function invoiceOnReceipt(data: ReceiptData): Promise<ReceiptData['invoice']> {
    if (!einvoice.enabled || data.cancelled) return null;
    return (await orders.invoiceOf(data.orderId)) ?? 'PENDING';
  }

  return {
    /** The comprobante de venta of an order of `owner` (its buyer or its seller); anyone else's is a 404. */
    async receipt(owner: OrderOwner, orderId: number): Promise<DocumentFile> {
      const { data } = await receiptOf(owner, orderId);
      return {
        filename: `comprobante-${orderId}.pdf`,
        contentType: 'application/pdf',
        body: receiptPdf({ ...data, invoice: await invoiceOnReceipt(data) }),
      };
    },

    /**
     * The `einvoices` job: asks the provider for the invoice of each paid order without one, oldest first, and
     * keeps its number and CUFE. A provider that is down stops the round (the next one starts over); an
     * invoice it refuses is logged and asked again next round.
     */
    async issueDueInvoices(limit = 20): Promise<number> {
      if (!einvoice.enabled) return 0;
      let issued = 0;
      for (const { id, userId } of await orders.toInvoice(limit)) {
        const { data, email } = await receiptOf({ userId }, id);
        const invoice = await einvoice.issue(invoiceDocument(data, email));
        if (invoice.status !== 'ACCEPTED') {
          deps.log?.warn(
            { orderId: id, number: invoice.number },
            'the e-invoicing provider refused an invoice',
          );
          continue;
        }
        await orders.recordInvoice(id, invoice, clock.now());
        issued++;
      }
      return issued;
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
