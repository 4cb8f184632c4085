import type {
  OrderResponse,
  OrderStatus,
  PurchaseResponse,
  SellerOrderPage,
  UpdateOrderStatusBody,
} from '@tecnobazar/shared';
import { and, eq, lte, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, DbOrTx } from '../../db/client.ts';
import { refunds } from '../../db/schema/fulfilment.ts';
import type { ChangeFeed } from '../../lib/change-feed.ts';
import type { Clock } from '../../lib/clock.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import type { Mailer } from '../../lib/mailer/mailer.ts';
import { fromCents } from '../../lib/money.ts';
import type { PaymentProvider } from '../../lib/payments/payment-provider.ts';
import type { CatalogService } from '../catalog/catalog.service.ts';
import type { CheckoutService } from '../checkout/checkout.service.ts';
import type { CouponsService } from '../coupons/coupons.service.ts';
import type { OrderOwner, OrderStep, OrdersService } from '../orders/orders.service.ts';
import type { TransactionsService } from '../transactions/transactions.service.ts';
import type { UsersService } from '../users/users.service.ts';

const STATUS_NAMES: Record<OrderStatus, string> = {
  PLACED: 'realizado',
  CONFIRMED: 'confirmado',
  SHIPPED: 'enviado',
  DELIVERED: 'entregado',
  CANCELLED: 'cancelado',
};

export const FULFILMENT_MESSAGES = {
  notFound: 'Pedido no encontrado',
  illegal: (from: OrderStatus, to: OrderStatus) =>
    `Un pedido ${STATUS_NAMES[from]} no puede pasar a ${STATUS_NAMES[to]}.`,
  customerTooLate:
    'El vendedor ya confirmó este pedido: ya no puedes cancelarlo desde aquí. Escríbele al vendedor.',
};

/** The statuses each step may start from (product.md#orders): one way forward, cancelled before it ships. */
const FROM: Record<Exclude<OrderStatus, 'PLACED'>, OrderStatus[]> = {
  CONFIRMED: ['PLACED'],
  SHIPPED: ['CONFIRMED'],
  DELIVERED: ['SHIPPED'],
  CANCELLED: ['PLACED', 'CONFIRMED'],
};

const MAX_RETRY_DELAY_MS = 60 * 60_000;

/**
 * An order after it is paid: the seller confirms, ships and delivers it, or cancels it; the shopper may
 * cancel it while it is PLACED. Cancelling is one transaction across modules: the order (orders), its units
 * back in stock (catalog), the sale reversed in the ledger (transactions), the coupon given back once the
 * whole checkout is cancelled (coupons) and a refund queued (refunds, this module's table). The refund goes to the provider after the commit and is retried until it is done,
 * so a provider failure never loses it, and the (order) key on refunds makes it happen once.
 */
export function createFulfilmentService(deps: {
  db: Db;
  orders: OrdersService;
  catalog: CatalogService;
  ledger: TransactionsService;
  checkout: CheckoutService;
  coupons: CouponsService;
  users: UsersService;
  provider: PaymentProvider;
  mailer: Mailer;
  clock: Clock;
  log: FastifyBaseLogger;
  publicUrl: string;
  /** Told once a cancellation put units back (cached listings and search show stock). */
  changes: ChangeFeed;
}) {
  const { db, orders, catalog, ledger, checkout, coupons, users, provider, clock, log } = deps;

  /** Everything a cancellation undoes, inside its transaction. */
  async function undoSale(tx: DbOrTx, order: { id: number; checkoutId: number; totalAmountCents: number }) {
    await catalog.releaseStock(tx, await orders.lines(order.id, tx));
    await ledger.recordRefund(tx, order.id);
    // The sibling orders are locked (lockCheckout), so two cancellations of one checkout see each other.
    const statuses = await orders.statusesOfCheckout(order.checkoutId, tx);
    const lastOfCheckout = statuses.every((s) => s === 'CANCELLED');
    // Nothing of the purchase is left: its one-time coupon is the shopper's to use again.
    if (lastOfCheckout) await coupons.release(tx, order.checkoutId);
    const payment = await checkout.payment(order.checkoutId, tx);
    if (!payment?.captureId) return;
    // The last order of the checkout to be cancelled gives back what is left of the capture, shipping
    // included; the others their share of it.
    let amountCents: number;
    if (lastOfCheckout) {
      const [refunded] = await tx
        .select({ sum: sql<string>`coalesce(sum(${refunds.amountCents}), 0)` })
        .from(refunds)
        .where(eq(refunds.checkoutId, order.checkoutId));
      amountCents = payment.amountCents - Number(refunded!.sum);
    } else {
      amountCents = Math.round((order.totalAmountCents * payment.amountCents) / payment.totalCents);
    }
    if (amountCents <= 0) return;
    await tx
      .insert(refunds)
      .values({
        orderId: order.id,
        checkoutId: order.checkoutId,
        captureId: payment.captureId,
        amountCents,
        currency: payment.currency,
      })
      .onConflictDoNothing();
  }

  /** One try at the provider; a failure is kept with the next try's time (exponential, at most hourly). */
  async function attempt(refund: typeof refunds.$inferSelect): Promise<void> {
    try {
      await provider.refundCapture(
        refund.captureId,
        refund.amountCents,
        refund.currency,
        `refund-order-${refund.orderId}`,
      );
      await db
        .update(refunds)
        .set({ status: 'DONE', attempts: refund.attempts + 1, lastError: null })
        .where(and(eq(refunds.id, refund.id), eq(refunds.status, 'PENDING')));
      await orders.markRefunded(refund.orderId);
    } catch (err) {
      const attempts = refund.attempts + 1;
      const delay = Math.min(60_000 * 2 ** (attempts - 1), MAX_RETRY_DELAY_MS);
      log.warn({ err, refundId: refund.id, attempts }, 'refund failed; will retry');
      await db
        .update(refunds)
        .set({
          attempts,
          lastError: err instanceof Error ? err.message.slice(0, 500) : String(err),
          nextAttemptAt: new Date(clock.now().getTime() + delay),
        })
        .where(and(eq(refunds.id, refund.id), eq(refunds.status, 'PENDING')));
    }
  }

  /** The buyer's notice is written in the move's transaction: the move and its mail happen together. */
  async function notifyBuyer(tx: DbOrTx, owner: OrderOwner, orderId: number, userId: number) {
    const order = (await orders.find(owner, orderId, tx))!;
    const buyer = (await users.contacts([userId], tx)).get(userId);
    if (!buyer) return;
    const link = `${deps.publicUrl}/account/orders`;
    const mail =
      order.orderStatus === 'SHIPPED'
        ? {
            subject: `Tu pedido #${order.id} de TecnoBazar va en camino`,
            text: `Hola ${buyer.fullName}, ${order.seller.businessDetails.businessName} envió tu pedido #${order.id} con ${order.carrier}. Número de guía: ${order.trackingNumber}.\nSigue tu pedido en ${link}`,
          }
        : {
            subject: `Tu pedido #${order.id} de TecnoBazar fue cancelado`,
            text: `Hola ${buyer.fullName}, tu pedido #${order.id} de ${order.seller.businessDetails.businessName} fue cancelado. Motivo: ${order.cancelReason}.\nTe devolvemos el dinero al mismo medio de pago. Detalles en ${link}`,
          };
    await deps.mailer.send({ to: buyer.email, ...mail }, tx);
  }

  async function move(
    owner: OrderOwner,
    orderId: number,
    step: OrderStep,
    from = FROM[step.status],
  ): Promise<OrderResponse> {
    const moved = await db.transaction(async (tx) => {
      if (step.status === 'CANCELLED') await orders.lockCheckout(tx, orderId);
      const now = clock.now();
      const row = await orders.advance(tx, owner, orderId, from, step, now);
      if (row && step.status === 'CANCELLED') await undoSale(tx, row);
      if (row && step.status === 'DELIVERED') await ledger.recordDelivery(tx, row.id, now);
      if (row && (step.status === 'SHIPPED' || step.status === 'CANCELLED'))
        await notifyBuyer(tx, owner, orderId, row.userId);
      return row;
    });
    if (!moved) {
      const current = await orders.find(owner, orderId);
      if (!current) throw notFound(FULFILMENT_MESSAGES.notFound);
      if ('userId' in owner && step.status === 'CANCELLED' && current.orderStatus === 'CONFIRMED')
        throw conflict(FULFILMENT_MESSAGES.customerTooLate);
      throw conflict(FULFILMENT_MESSAGES.illegal(current.orderStatus, step.status));
    }
    if (step.status === 'CANCELLED') {
      deps.changes.publish('products');
      const [queued] = await db.select().from(refunds).where(eq(refunds.orderId, moved.id));
      if (queued?.status === 'PENDING') await attempt(queued);
    }
    return (await orders.find(owner, orderId))!;
  }

  return {
    listForSeller: (
      sellerId: number,
      query: { status?: OrderStatus; page: number },
    ): Promise<SellerOrderPage> => orders.listForSeller(sellerId, query),

    /** The seller moves an own order one step; an illegal step is a 409 saying why. */
    updateStatus(sellerId: number, orderId: number, body: UpdateOrderStatusBody): Promise<OrderResponse> {
      const step: OrderStep =
        body.status === 'CANCELLED' ? { status: 'CANCELLED', reason: body.reason, by: 'SELLER' } : body;
      return move({ sellerId }, orderId, step);
    },

    /** The shopper cancels an own order while the seller has not confirmed it. */
    cancelByCustomer(userId: number, orderId: number, reason: string): Promise<OrderResponse> {
      return move({ userId }, orderId, { status: 'CANCELLED', reason, by: 'CUSTOMER' }, ['PLACED']);
    },

    /**
     * The receipt of the purchase the shopper's order was paid in: what was charged and how (the
     * checkout's), every seller's order of it, and each cancelled order's refund. Another shopper's order
     * is a 404, as is one that does not exist.
     */
    async purchase(userId: number, orderId: number): Promise<PurchaseResponse> {
      const checkoutId = await orders.checkoutOf({ userId }, orderId);
      const paid = checkoutId === undefined ? undefined : await checkout.paidBy(userId, checkoutId);
      if (!paid) throw notFound(FULFILMENT_MESSAGES.notFound);
      const [placed, given] = await Promise.all([
        orders.forCheckout(paid.id),
        db.select().from(refunds).where(eq(refunds.checkoutId, paid.id)),
      ]);
      const refundOf = new Map(given.map((r) => [r.orderId, r]));
      const refundedCents = given
        .filter((r) => r.status === 'DONE')
        .reduce((sum, r) => sum + r.amountCents, 0);
      return {
        id: paid.id,
        paidAt: (paid.capturedAt ?? new Date(placed[0]!.orderDate)).toISOString(),
        shippingAddress: placed[0]!.shippingAddress,
        orders: placed.map((order) => {
          const refund = refundOf.get(order.id);
          return {
            ...order,
            refund: refund
              ? {
                  amount: fromCents(refund.amountCents),
                  currency: refund.currency,
                  status: refund.status,
                  requestedAt: refund.createdAt.toISOString(),
                }
              : null,
          };
        }),
        subtotal: fromCents(paid.subtotalCents),
        coupon:
          paid.couponDiscountCents > 0
            ? { code: paid.couponCode, discount: fromCents(paid.couponDiscountCents) }
            : null,
        shipping: fromCents(paid.shippingCents),
        total: fromCents(paid.totalCents),
        currency: paid.storeCurrency,
        payment: {
          provider: paid.provider,
          orderId: paid.providerOrderId!,
          captureId: paid.providerCaptureId!,
          amount: fromCents(paid.paymentAmountCents),
          currency: paid.paymentCurrency,
          refunded: fromCents(refundedCents),
          status:
            refundedCents === 0
              ? 'PAID'
              : refundedCents >= paid.paymentAmountCents
                ? 'REFUNDED'
                : 'PARTIALLY_REFUNDED',
        },
      };
    },

    /** Retries the refunds that are due; run on a timer, and by tests with their clock. */
    async retryDueRefunds(limit = 20): Promise<number> {
      const due = await db
        .select()
        .from(refunds)
        .where(and(eq(refunds.status, 'PENDING'), lte(refunds.nextAttemptAt, clock.now())))
        .orderBy(refunds.nextAttemptAt)
        .limit(limit);
      for (const refund of due) await attempt(refund);
      return due.length;
    },
  };
}
export type FulfilmentService = ReturnType<typeof createFulfilmentService>;
