import { z } from 'zod';
import { Money } from './catalog.ts';

/** One line a seller sold (`GET /sellers/sold-items`), newest order first; cancelled orders are left out. */
export const SoldItemResponse = z.object({
  productImage: z.string().nullable(),
  productName: z.string(),
  quantity: z.number(),
  size: z.string(),
  /**
   * Unit price paid: the spec's client multiplies it by `quantity` (product.md#orders), as for order items.
   */
  price: Money,
  /** price × quantity, what the line sold for (before the order's coupon share). */
  lineTotal: Money,
  buyerName: z.string(),
  /** When the order was paid: an ISO instant (UTC). */
  orderDate: z.string(),
});
export type SoldItemResponse = z.infer<typeof SoldItemResponse>;

/** The seller's payments, three a page (product.md#numbers). */
export const RECEIVED_PAYMENTS_PAGE_SIZE = 3;
export const ReceivedPaymentsQuery = z.object({
  page: z.coerce.number({ error: 'La página debe ser un número' }).int().min(0).max(10_000).default(0),
});

/**
 * One payment a seller received (`GET /sellers/payments-received`): a paid order of theirs that was not
 * refunded. The money is the ledger's sale entry, so the list adds up to the report's figures.
 */
export const ReceivedPaymentResponse = z.object({
  orderId: z.number(),
  products: z.array(z.object({ productName: z.string(), quantity: z.number() })),
  buyerName: z.string(),
  /** When the order was paid: an ISO instant (UTC). */
  orderDate: z.string(),
  /** The order's lines at the prices paid, before the buyer's coupon. */
  subtotal: Money,
  /** This order's share of the buyer's coupon; 0 without one. */
  couponDiscount: Money,
  /** What the buyer paid for the order: subtotal − couponDiscount (the ledger's gross). */
  paid: Money,
  /** The platform's commission on it. */
  commission: Money,
  /** The IVA on the commission (COMMISSION_VAT_PERCENT of it). */
  commissionVat: Money,
  /** The rule or rules that set the commission ("Categoría Procesadores: 7 %", "Tarifa general: 10 %"). */
  commissionRule: z.string().nullable(),
  /** What the seller keeps: paid − commission − commissionVat (the ledger's net). */
  net: Money,
});
export type ReceivedPaymentResponse = z.infer<typeof ReceivedPaymentResponse>;
export const ReceivedPaymentsPage = z.object({
  content: z.array(ReceivedPaymentResponse),
  totalPages: z.number(),
  totalElements: z.number(),
});
export type ReceivedPaymentsPage = z.infer<typeof ReceivedPaymentsPage>;

/**
 * The seller's sales summary (`GET /sellers/report`). Money in pesos with 2 decimals; every figure covers
 * the seller's whole history.
 */
export const SellerReportResponse = z.object({
  /**
   * What the sold items sold for: price × quantity over the lines of orders not cancelled, before the
   * commission and the coupon shares (product.md#seller-area; the seller dashboard's 'Ganancias Totales').
   */
  totalEarnings: Money,
  /** Units sold: the quantities of those lines (the dashboard's 'Ventas Totales'). */
  totalSales: z.number(),
  /** Gross given back for cancelled orders, as a positive amount. */
  totalRefunds: Money,
  /** The platform's commission and its IVA, net of what refunds gave back. */
  totalTax: Money,
  /**
   * What the seller keeps: the ledger's net of sales and refunds (what buyers paid for the orders they
   * kept, less the commission and its IVA).
   */
  netEarnings: Money,
  /** Every order of the seller, cancelled ones included. */
  totalOrders: z.number(),
  canceledOrders: z.number(),
  /** Ledger entries: one per sale and one per refund. */
  totalTransactions: z.number(),
});
export type SellerReportResponse = z.infer<typeof SellerReportResponse>;

export const REVENUE_CHART_TYPES = ['today', 'daily', 'monthly', 'yearly'] as const;
export const RevenueChartType = z.enum(REVENUE_CHART_TYPES, {
  error: 'El periodo debe ser today, daily, monthly o yearly',
});
export type RevenueChartType = z.infer<typeof RevenueChartType>;

/** `type` is required: an empty value counts as missing. */
export const RevenueChartQuery = z.object({ type: RevenueChartType });
export type RevenueChartQuery = z.infer<typeof RevenueChartQuery>;

/**
 * One bucket of the revenue chart: the seller's net (sales less commission, refunds subtracted) in pesos.
 * `date` is the bucket's start on the store's wall clock (STORE_TIMEZONE, America/Bogota by default), with
 * no offset, so it is a label, not an instant (do not pass it to `new Date`, which would read the date
 * forms as UTC):
 * - today: 24 hourly buckets of today, `2026-11-24T13:00:00`;
 * - daily: the last 30 days, today included, `2026-11-24`;
 * - monthly: the last 12 months, this one included, `2026-11`;
 * - yearly: the last 5 years, this one included, `2026`.
 * Oldest first; a bucket without entries has revenue 0.
 */
export const RevenueChartPoint = z.object({ date: z.string(), revenue: Money });
export const RevenueChartResponse = z.array(RevenueChartPoint);
export type RevenueChartResponse = z.infer<typeof RevenueChartResponse>;
