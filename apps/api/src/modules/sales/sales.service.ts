import {
  RECEIVED_PAYMENTS_PAGE_SIZE,
  type ReceivedPaymentsPage,
  type RevenueChartResponse,
  type RevenueChartType,
  type SellerReportResponse,
} from '@tecnobazar/shared';
import type { Clock } from '../../lib/clock.ts';
import { fromCents, toCents } from '../../lib/money.ts';
import { soldTotals } from '../../lib/pricing/pricing.ts';
import type { OrdersService } from '../orders/orders.service.ts';
import type { LedgerReports } from '../transactions/ledger-reports.ts';

/**
 * The seller's sales figures, read from the orders (sold items, counts) and the ledger (money); this module
 * owns no table. The report's definitions, over the seller's whole history (money in pesos, 2 decimals):
 * - totalEarnings = what the sold items sold for: price × quantity over the lines of orders not cancelled,
 *   before commission and coupon shares (product.md#seller-area; the dashboard's 'Ganancias Totales', lib/pricing);
 * - totalSales = the units of those lines (the dashboard's 'Ventas Totales · Productos vendidos');
 * - totalRefunds = − sum of gross over REFUND entries (a positive amount);
 * - totalTax = what the platform charged, net of refunds: sum of commission and its IVA over SALE and REFUND
 *   (so totalEarnings' sales less totalRefunds less totalTax is netEarnings);
 * - netEarnings = sum of net over SALE and REFUND (what buyers paid for the orders they kept, less the
 *   commission; payouts do not lower it: they pay out what was earned);
 * - totalOrders = every order of the seller, cancelled included; canceledOrders = the cancelled ones;
 * - totalTransactions = every ledger entry of the seller (sales, refunds, payouts), as
 *   GET /api/transactions/seller lists them.
 */
export function createSalesService({
  orders,
  ledger,
  clock,
  timeZone,
}: {
  orders: OrdersService;
  ledger: LedgerReports;
  clock: Clock;
  timeZone: string;
}) {
  return {
    async report(sellerId: number): Promise<SellerReportResponse> {
      const [counts, totals, items] = await Promise.all([
        orders.countsForSeller(sellerId),
        ledger.totals(sellerId),
        orders.soldItems(sellerId),
      ]);
      const sold = soldTotals(
        items.map((i) => ({ quantity: i.quantity, unitSellingCents: toCents(i.price) })),
      );
      return {
        totalEarnings: fromCents(sold.cents),
        totalSales: sold.units,
        totalRefunds: fromCents(-totals.refundGrossCents),
        totalTax: fromCents(totals.commissionCents + totals.commissionVatCents),
        netEarnings: fromCents(totals.netCents),
        totalOrders: counts.orders,
        canceledOrders: counts.cancelled,
        totalTransactions: totals.entries,
      };
    },

    /**
     * The payments the seller received and kept (product.md#seller-money, 'Pagos Recibidos'), newest first, a page at a time:
     * each sale the ledger holds and no refund reversed, with what the buyer paid, the commission and the
     * net from the ledger, and the buyer, date, coupon and products from the order. Their nets add up to
     * the report's netEarnings.
     */
    async receivedPayments(sellerId: number, page: number): Promise<ReceivedPaymentsPage> {
      const { rows, total } = await ledger.keptSales(sellerId, {
        limit: RECEIVED_PAYMENTS_PAGE_SIZE,
        offset: page * RECEIVED_PAYMENTS_PAGE_SIZE,
      });
      const details = await orders.paymentDetails(
        sellerId,
        rows.map((r) => r.orderId),
      );
      return {
        content: rows.map((sale) => {
          const order = details.get(sale.orderId)!;
          return {
            orderId: sale.orderId,
            products: order.products,
            buyerName: order.buyerName,
            orderDate: order.orderDate,
            subtotal: fromCents(order.subtotalCents),
            couponDiscount: fromCents(order.couponDiscountCents),
            paid: fromCents(sale.grossCents),
            commission: fromCents(sale.commissionCents),
            commissionVat: fromCents(sale.commissionVatCents),
            commissionRule: sale.commissionRule,
            net: fromCents(sale.netCents),
          };
        }),
        totalPages: Math.ceil(total / RECEIVED_PAYMENTS_PAGE_SIZE),
        totalElements: total,
      };
    },

    /** The revenue chart: the seller's net per bucket of `type`, in the store's time zone, now by the app clock. */
    async revenueChart(sellerId: number, type: RevenueChartType): Promise<RevenueChartResponse> {
      const buckets = await ledger.revenueByBucket(sellerId, type, { now: clock.now(), timeZone });
      return buckets.map((b) => ({ date: b.date, revenue: fromCents(b.cents) }));
    },
  };
}
export type SalesService = ReturnType<typeof createSalesService>;
