import type { OrderResponse, PaymentInProgress } from '@tecnobazar/shared';
import { and, eq, gt, inArray, isNotNull, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, DbOrTx } from '../../db/client.ts';
import { checkouts } from '../../db/schema/checkout.ts';
import type { ChangeFeed } from '../../lib/change-feed.ts';
import type { Clock } from '../../lib/clock.ts';
import { AppError, conflict, notFound, unprocessable } from '../../lib/errors.ts';
import type { Mailer } from '../../lib/mailer/mailer.ts';
import { fromCents, toCents } from '../../lib/money.ts';
import {
  type PaymentCapture,
  type PaymentProvider,
  PaymentProviderError,
} from '../../lib/payments/payment-provider.ts';
import { splitBySeller } from '../../lib/pricing/pricing.ts';
import { UPLOADS_LIKE, uploadNamesIn } from '../../lib/storage/image-urls.ts';
import type { AddressesService } from '../addresses/addresses.service.ts';
import type { CartService } from '../cart/cart.service.ts';
import type { CatalogService } from '../catalog/catalog.service.ts';
import type { CouponsService } from '../coupons/coupons.service.ts';
import type { OrdersService } from '../orders/orders.service.ts';
import type { TransactionsService } from '../transactions/transactions.service.ts';
import type { UsersService } from '../users/users.service.ts';
import { CheckoutSnapshot, type SnapshotLine } from './checkout-snapshot.ts';

export const CHECKOUT_MESSAGES = {
  totalChanged: 'El total de tu carrito cambió. Revísalo e inténtalo de nuevo.',
  unavailable: (title: string) =>
    `"${title}" ya no está disponible en la cantidad que pediste. Revisa tu carrito.`,
  notFound: 'Pago no encontrado',
  notApproved: 'El pago aún no fue aprobado en PayPal.',
  declined: 'PayPal rechazó el pago. Intenta con otro medio de pago.',
  providerDown: 'No pudimos comunicarnos con PayPal. Inténtalo de nuevo en unos minutos.',
  amountMismatch: 'El monto cobrado no coincide con tu pedido. Te devolvimos el dinero.',
  soldOut: (title: string) => `Lo sentimos: "${title}" se agotó mientras pagabas. Te devolvimos el dinero.`,
  couponUsed: 'Ya usaste este cupón en otra compra. Te devolvimos el dinero; vuelve a pagar sin el cupón.',
  notPending: 'Este pago ya no está pendiente.',
  expired: 'Este pago venció sin completarse. Vuelve a pagar desde tu carrito.',
  alreadyPaid: 'Ya pagaste estos productos: mira tus pedidos.',
  paidTwice: 'Ya habías pagado estos productos en otra compra. Te devolvimos este pago.',
  replaced: 'Este pago se reemplazó por uno más reciente desde tu carrito; no se te cobró.',
  cancelled: 'Cancelaste este pago; no se te cobró.',
  cannotCancel: 'Este pago ya se está cobrando y no se puede cancelar. Revisa tus pedidos en unos minutos.',
};

const pesos = new Intl.NumberFormat('es-CO', { maximumFractionDigits: 2 });
const formatPesos = (cents: number) => `$${pesos.format(fromCents(cents))}`;

/** A cart line is the same line in two checkouts when it is the same product in the same size. */
const lineKey = (l: Pick<SnapshotLine, 'productId' | 'size'>) => `${l.productId}:${l.size}`;
/** Two checkouts share a line: paying both would pay that line twice. */
export function sharesALine(a: readonly SnapshotLine[], b: readonly SnapshotLine[]): boolean {
  const keys = new Set(a.map(lineKey));
  return b.some((l) => keys.has(lineKey(l)));
}
/** The same products, sizes and quantities: what the buyer approved is what the cart holds now. */
export function sameLines(a: readonly SnapshotLine[], b: readonly SnapshotLine[]): boolean {
  const count = (lines: readonly SnapshotLine[]) =>
    lines
      .map((l) => `${lineKey(l)}x${l.quantity}`)
      .sort()
      .join();
  return count(a) === count(b);
}

/** Two payments of one buyer become orders one at a time (a transaction-scoped advisory lock per buyer). */
const BUYER_PAYMENT_LOCK = 27_001;

type Checkout = typeof checkouts.$inferSelect;
/** An uncaptured checkout is asked about every 10 minutes during its first hour, then left to expire. */
const UNCAPTURED_RECHECK_MS = 10 * 60_000;
const UNCAPTURED_WATCH_MS = 60 * 60_000;
/** A buyer who approved at PayPal and has not come back in this long is not coming: capture for them. */
const APPROVED_WAIT_MS = 10 * 60_000;

/** A reason to give the money back: the transaction could not place the orders. */
class RefundNeeded extends Error {}

/**
 * Cart → payment → orders (DESIGN §6). `start` freezes the priced cart and creates the provider order;
 * `complete` captures it and, in one database transaction, takes the stock (catalog), consumes the coupon
 * (coupons), places one order per seller (orders), writes the ledger (transactions) and clears the paid
 * lines (cart): each module writes its own tables, inside this service's transaction. Completing again
 * returns the same orders; a capture that cannot become orders is refunded.
 */
export function createCheckoutService(deps: {
  db: Db;
  cart: CartService;
  catalog: CatalogService;
  coupons: CouponsService;
  orders: OrdersService;
  ledger: TransactionsService;
  addresses: AddressesService;
  users: UsersService;
  mailer: Mailer;
  provider: PaymentProvider;
  log: FastifyBaseLogger;
  publicUrl: string;
  /** The buyer's orders page, linked from the mails. */
  ordersUrl: string;
  storeCurrency: string;
  paymentCurrency: string;
  /** Store units per payment unit (COP per USD). */
  exchangeRate: number;
  /** Told once a payment took stock (cached listings and search show it). */
  changes: ChangeFeed;
  clock: Clock;
  /** A PENDING checkout older than this with no capture expires. */
  ttlMs: number;
  /** The reconciliation job looks at a checkout this long after it started, and again after as long. */
  reconcileAfterMs: number;
}) {
  const { db, cart, catalog, coupons, orders, ledger, addresses, users, provider, log, clock } = deps;

  /** Written with the move to REFUNDING: the buyer hears of every automatic refund once, whoever started it. */
  async function tellBuyerRefunded(tx: DbOrTx, checkout: Checkout, reason: string) {
    const buyer = (await users.contacts([checkout.userId], tx)).get(checkout.userId);
    if (!buyer) return;
    const amount = formatPesos(checkout.totalCents);
    await deps.mailer.send(
      {
        to: buyer.email,
        subject: `Te devolvimos tu pago de ${amount} en TecnoBazar`,
        text: `Hola ${buyer.fullName}, te devolvimos tu pago de ${amount} al mismo medio de pago. Motivo: ${reason}\nTus pedidos: ${deps.ordersUrl}`,
      },
      tx,
    );
  }

  /**
   * Voids a checkout nothing was captured for: finish() captures only a PENDING checkout, so once this
   * commits no capture starts for it (a capture already under way finds it voided and is refunded).
   * Answers whether it voided it.
   */
  async function voidUncaptured(id: number, reason: string): Promise<boolean> {
    const voided = await db
      .update(checkouts)
      .set({ status: 'CANCELLED', failureReason: reason })
      .where(and(eq(checkouts.id, id), eq(checkouts.status, 'PENDING'), isNull(checkouts.providerCaptureId)))
      .returning({ id: checkouts.id });
    return voided.length > 0;
  }

  /** The caller's own checkout paid through `token` (PayPal's order id); another buyer's is not found. */
  async function buyersCheckout(userId: number, token: string): Promise<Checkout> {
    const [checkout] = await db
      .select()
      .from(checkouts)
      .where(
        and(
          eq(checkouts.provider, provider.name),
          eq(checkouts.providerOrderId, token),
          eq(checkouts.userId, userId),
        ),
      );
    if (!checkout) throw notFound(CHECKOUT_MESSAGES.notFound);
    return checkout;
  }

  async function markFailed(id: number, reason: string) {
    await db
      .update(checkouts)
      .set({ status: 'FAILED', failureReason: reason })
      .where(and(eq(checkouts.id, id), eq(checkouts.status, 'PENDING')));
  }

  /**
   * Gives a capture back. The checkout is REFUNDING until the provider confirms, so a crash or an outage
   * in between is retried by the reconciliation job; the refund's name makes every retry the same refund.
   */
  async function refund(checkout: Checkout, capture: PaymentCapture, reason: string) {
    // From EXPIRED and CANCELLED too: a payment captured as its checkout expired or was voided still
    // goes back, retried if need be.
    await db.transaction(async (tx) => {
      const [moved] = await tx
        .update(checkouts)
        .set({ status: 'REFUNDING', failureReason: reason })
        .where(
          and(eq(checkouts.id, checkout.id), inArray(checkouts.status, ['PENDING', 'EXPIRED', 'CANCELLED'])),
        )
        .returning();
      if (moved) await tellBuyerRefunded(tx, moved, reason);
    });
    try {
      // Named after the checkout: two instances finishing it at once refund it once (PayPal-Request-Id).
      await provider.refundCapture(
        capture.captureId!,
        capture.amountCents,
        capture.currency,
        `checkout-${checkout.id}`,
      );
      await db
        .update(checkouts)
        .set({ status: 'REFUNDED' })
        .where(and(eq(checkouts.id, checkout.id), eq(checkouts.status, 'REFUNDING')));
      log.warn({ checkoutId: checkout.id, reason }, 'capture refunded');
    } catch (err) {
      log.error({ err, checkoutId: checkout.id }, 'refund failed; the reconciliation job will retry it');
    }
  }

  async function finish(checkout: Checkout): Promise<OrderResponse[]> {
    if (checkout.status === 'COMPLETED') return orders.forCheckout(checkout.id);
    if (checkout.status !== 'PENDING')
      throw unprocessable(checkout.failureReason ?? CHECKOUT_MESSAGES.notPending);
    const snapshot = CheckoutSnapshot.parse(checkout.snapshot);

    // Written before asking: if this process dies before the answer, reconciliation knows to ask PayPal.
    // Only while PENDING: a checkout voided since it was read is never captured.
    const [started] = await db
      .update(checkouts)
      .set({ captureStartedAt: clock.now() })
      .where(and(eq(checkouts.id, checkout.id), eq(checkouts.status, 'PENDING')))
      .returning();
    if (!started) {
      const [now] = await db.select().from(checkouts).where(eq(checkouts.id, checkout.id));
      if (now?.status === 'COMPLETED') return orders.forCheckout(checkout.id);
      throw unprocessable(now?.failureReason ?? CHECKOUT_MESSAGES.notPending);
    }
    let capture: PaymentCapture;
    try {
      capture = await provider.captureOrder(checkout.providerOrderId!);
    } catch (err) {
      if (!(err instanceof PaymentProviderError)) throw err;
      log.warn({ err, checkoutId: checkout.id }, 'payment capture failed');
      if (err.code === 'NOT_APPROVED') throw unprocessable(CHECKOUT_MESSAGES.notApproved);
      if (err.code === 'UNAVAILABLE') throw new AppError(503, CHECKOUT_MESSAGES.providerDown);
      await markFailed(checkout.id, CHECKOUT_MESSAGES.declined);
      throw unprocessable(CHECKOUT_MESSAGES.declined);
    }
    if (capture.status !== 'COMPLETED' || !capture.captureId) {
      await markFailed(checkout.id, CHECKOUT_MESSAGES.declined);
      throw unprocessable(CHECKOUT_MESSAGES.declined);
    }
    const captureId = capture.captureId;
    // Kept before the orders are placed: if this process dies from here on, the reconciliation job
    // finds a captured checkout without orders and finishes or refunds it.
    await db
      .update(checkouts)
      .set({ providerCaptureId: captureId, capturedAt: clock.now() })
      .where(and(eq(checkouts.id, checkout.id), isNull(checkouts.providerCaptureId)));
    const refundAndSay = async (reason: string, status: number) => {
      await refund(checkout, capture, reason);
      return new AppError(status, reason);
    };
    if (
      capture.amountCents !== checkout.paymentAmountCents ||
      capture.currency !== checkout.paymentCurrency
    ) {
      throw await refundAndSay(CHECKOUT_MESSAGES.amountMismatch, 422);
    }

    try {
      await db.transaction(async (tx) => {
        // One payment of this buyer at a time: of two checkouts paying the same lines at once (two tabs,
        // or the return page and reconciliation), the second sees the first COMPLETED below.
        await tx.execute(sql`select pg_advisory_xact_lock(${BUYER_PAYMENT_LOCK}, ${checkout.userId})`);
        // One payer at a time per checkout: a concurrent completion waits here, then sees COMPLETED.
        const [locked] = await tx.select().from(checkouts).where(eq(checkouts.id, checkout.id)).for('update');
        if (locked!.status === 'COMPLETED') return;
        // Expired or being refunded meanwhile: the money just captured goes back too.
        if (locked!.status !== 'PENDING')
          throw new RefundNeeded(locked!.failureReason ?? CHECKOUT_MESSAGES.notPending);
        if (await paidElsewhere(tx, locked!, snapshot.lines))
          throw new RefundNeeded(CHECKOUT_MESSAGES.paidTwice);

        const soldOut = await catalog.reserveStock(tx, snapshot.lines);
        if (soldOut) throw new RefundNeeded(CHECKOUT_MESSAGES.soldOut(soldOut.title));
        if (
          checkout.couponId &&
          !(await coupons.redeem(tx, checkout.couponId, checkout.userId, checkout.id))
        ) {
          throw new RefundNeeded(CHECKOUT_MESSAGES.couponUsed);
        }
        const paid = await orders.createPaid(tx, checkout, snapshot.shares, snapshot.lines, snapshot.address);
        await ledger.recordSales(tx, checkout.userId, paid);
        await cart.removePaidLines(tx, snapshot.cartId, snapshot.lines);
        await tx.update(checkouts).set({ status: 'COMPLETED' }).where(eq(checkouts.id, checkout.id));
      });
    } catch (err) {
      if (err instanceof RefundNeeded) throw await refundAndSay(err.message, 409);
      throw err;
    }
    deps.changes.publish('products');
    return orders.forCheckout(checkout.id);
  }

  /**
   * Whether the buyer already paid a line of this checkout in another one while this one was open: a
   * checkout started after it, or one captured after it started. A purchase finished before this
   * checkout started is an earlier sale, not a duplicate (buying the same board again next week).
   */
  async function paidElsewhere(tx: DbOrTx, checkout: Checkout, lines: SnapshotLine[]): Promise<boolean> {
    const others = await tx
      .select({ snapshot: checkouts.snapshot })
      .from(checkouts)
      .where(
        and(
          eq(checkouts.userId, checkout.userId),
          eq(checkouts.status, 'COMPLETED'),
          ne(checkouts.id, checkout.id),
          or(gt(checkouts.id, checkout.id), gt(checkouts.capturedAt, checkout.createdAt)),
        ),
      );
    return others.some((o) => sharesALine(CheckoutSnapshot.parse(o.snapshot).lines, lines));
  }

  /**
   * Settles the buyer's open checkouts before a new one starts, so an old approval can never be captured
   * after the new payment: one PayPal already charged, or one the buyer approved for exactly the lines in
   * the cart, is finished now (the buyer pressed Pagar for these); any other is voided. A checkout that
   * cannot be voided because its capture was just written is finished too. Answers the lines of the
   * checkouts that became orders.
   */
  async function settleOpenCheckouts(userId: number, cartLines: SnapshotLine[]): Promise<SnapshotLine[][]> {
    const open = await db
      .select()
      .from(checkouts)
      .where(and(eq(checkouts.userId, userId), eq(checkouts.status, 'PENDING')))
      .orderBy(checkouts.id);
    const paid: SnapshotLine[][] = [];
    for (const earlier of open) {
      const lines = CheckoutSnapshot.parse(earlier.snapshot).lines;
      const finishIt =
        earlier.providerCaptureId !== null || (await chargedOrApprovedFor(earlier, lines, cartLines));
      if (!finishIt && (await voidUncaptured(earlier.id, CHECKOUT_MESSAGES.replaced))) continue;
      try {
        await finish(earlier);
        paid.push(lines);
      } catch (err) {
        // Refunded, declined or no longer pending: nothing of it was paid. Unreachable: ask again later.
        if (!(err instanceof AppError) || err.statusCode === 503) throw err;
        log.info({ checkoutId: earlier.id, reason: err.message }, 'earlier checkout not finished');
      }
    }
    return paid;
  }

  async function providerStatus(orderId: string) {
    try {
      return await provider.orderStatus(orderId);
    } catch (err) {
      if (err instanceof PaymentProviderError) throw new AppError(503, CHECKOUT_MESSAGES.providerDown);
      throw err;
    }
  }

  /** PayPal charged it, or the buyer approved it for exactly `cartLines`. */
  async function chargedOrApprovedFor(checkout: Checkout, lines: SnapshotLine[], cartLines: SnapshotLine[]) {
    if (!checkout.providerOrderId) return false;
    const status = await providerStatus(checkout.providerOrderId);
    return status === 'COMPLETED' || (status === 'APPROVED' && sameLines(lines, cartLines));
  }

  /**
   * For a checkout with no capture written down: PayPal took the money (a crash lost the answer), or
   * the buyer approved long enough ago that they are not coming back. Asking changes nothing; a buyer
   * still on the way back from PayPal is left to finish their own payment.
   */
  async function paidOrAbandoned(checkout: Checkout, now: number): Promise<boolean> {
    const status = await provider.orderStatus(checkout.providerOrderId!);
    return (
      status === 'COMPLETED' ||
      (status === 'APPROVED' && checkout.createdAt.getTime() < now - APPROVED_WAIT_MS)
    );
  }

  /**
   * An expired or voided checkout whose capture was asked for: no capture starts once a checkout has
   * expired or was voided (finish() needs PENDING), so what PayPal says now is final. Money taken goes
   * back; otherwise the checkout is no longer in doubt.
   */
  async function settleClosed(checkout: Checkout) {
    if (
      checkout.providerCaptureId ||
      (await provider.orderStatus(checkout.providerOrderId!)) === 'COMPLETED'
    ) {
      // Capturing a captured order answers the same capture: what there is to give back.
      const capture = await provider.captureOrder(checkout.providerOrderId!);
      await refund(checkout, capture, checkout.failureReason ?? CHECKOUT_MESSAGES.expired);
    } else {
      await db
        .update(checkouts)
        .set({ captureStartedAt: null })
        .where(and(eq(checkouts.id, checkout.id), eq(checkouts.status, checkout.status)));
    }
  }

  /**
   * The reconciliation job. Finishes what a crash, an outage or a buyer who never came back left
   * between payment and orders. Captured, REFUNDING and in-doubt checkouts (a capture was asked for, no
   * answer written) are looked at every `reconcileAfterMs`; the others every 10 minutes in their first
   * hour. A captured checkout without orders gets its orders or a refund (once:
   * the order transaction locks the checkout, the refund is named after it), a REFUNDING one its
   * refund; an uncaptured one is finished if PayPal captured it, or if its buyer approved it and did
   * not come back (as the webhook would); an expired or voided one whose capture was asked for is
   * refunded if PayPal took the money (settleClosed). Each checkout is claimed first, so instances running this at
   * once take different ones.
   */
  async function reconcileSome(limit: number, now: number): Promise<number> {
    const before = (ms: number) => new Date(now - ms);
    const notCheckedSince = (ms: number) =>
      or(isNull(checkouts.checkedAt), lt(checkouts.checkedAt, before(ms)));
    const due = db
      .select({ id: checkouts.id })
      .from(checkouts)
      .where(
        and(
          lt(checkouts.createdAt, before(deps.reconcileAfterMs)),
          or(
            and(
              inArray(checkouts.status, ['PENDING', 'REFUNDING']),
              or(
                and(
                  or(
                    eq(checkouts.status, 'REFUNDING'),
                    isNotNull(checkouts.providerCaptureId),
                    isNotNull(checkouts.captureStartedAt),
                  ),
                  notCheckedSince(deps.reconcileAfterMs),
                ),
                and(
                  isNotNull(checkouts.providerOrderId),
                  sql`${checkouts.createdAt} > ${before(UNCAPTURED_WATCH_MS)}`,
                  notCheckedSince(UNCAPTURED_RECHECK_MS),
                ),
              ),
            ),
            // Expired or voided with money possibly taken: a capture was asked for (longer ago than any
            // capture takes; a written capture has this too) and the process died before it moved the
            // checkout to REFUNDING.
            and(
              inArray(checkouts.status, ['EXPIRED', 'CANCELLED']),
              lt(checkouts.captureStartedAt, before(deps.reconcileAfterMs)),
              notCheckedSince(deps.reconcileAfterMs),
            ),
          ),
        ),
      )
      .orderBy(checkouts.id)
      .limit(limit)
      .for('update', { skipLocked: true });
    const claimed = await db
      .update(checkouts)
      .set({ checkedAt: clock.now() })
      .where(inArray(checkouts.id, due))
      .returning();
    for (const checkout of claimed) {
      try {
        if (checkout.status === 'EXPIRED' || checkout.status === 'CANCELLED') await settleClosed(checkout);
        else if (checkout.status === 'REFUNDING') {
          // Capturing a captured order answers the same capture: what there is to give back.
          const capture = await provider.captureOrder(checkout.providerOrderId!);
          await refund(checkout, capture, checkout.failureReason ?? CHECKOUT_MESSAGES.notPending);
        } else if (checkout.providerCaptureId || (await paidOrAbandoned(checkout, now)))
          await finish(checkout);
      } catch (err) {
        // An AppError is an answer (not approved yet, sold out and refunded, provider down): try later.
        if (err instanceof AppError)
          log.info({ checkoutId: checkout.id, reason: err.message }, 'checkout not finished');
        else log.error({ err, checkoutId: checkout.id }, 'checkout reconciliation failed');
      }
    }
    return claimed.length;
  }

  return {
    /**
     * Uploads the carts being paid show: their orders are made from the snapshot, images included. A
     * finished checkout's are its orders' (or nobody's).
     */
    async uploadsInUse(): Promise<string[]> {
      const rows = await db
        .select({ snapshot: sql<string>`${checkouts.snapshot}::text` })
        .from(checkouts)
        .where(
          and(
            inArray(checkouts.status, ['PENDING', 'REFUNDING']),
            sql`${checkouts.snapshot}::text like ${UPLOADS_LIKE}`,
          ),
        );
      return uploadNamesIn(rows.map((r) => r.snapshot));
    },

    /** What a paid checkout captured, for refunding a part of it (fulfilment.service.ts). */
    async payment(checkoutId: number, tx: DbOrTx = db) {
      const [row] = await tx
        .select({
          captureId: checkouts.providerCaptureId,
          amountCents: checkouts.paymentAmountCents,
          currency: checkouts.paymentCurrency,
          totalCents: checkouts.totalCents,
        })
        .from(checkouts)
        .where(eq(checkouts.id, checkoutId));
      return row;
    },

    /**
     * What the buyer paid in a completed checkout of theirs, for the receipt; undefined for another
     * buyer's or one that placed no orders. `paymentAmountCents` is what the provider captured: complete()
     * places orders only when the capture's amount and currency are these.
     */
    async paidBy(userId: number, checkoutId: number) {
      const [row] = await db
        .select({
          id: checkouts.id,
          provider: checkouts.provider,
          providerOrderId: checkouts.providerOrderId,
          providerCaptureId: checkouts.providerCaptureId,
          capturedAt: checkouts.capturedAt,
          subtotalCents: checkouts.subtotalCents,
          couponCode: checkouts.couponCode,
          couponDiscountCents: checkouts.couponDiscountCents,
          shippingCents: checkouts.shippingCents,
          totalCents: checkouts.totalCents,
          storeCurrency: checkouts.storeCurrency,
          paymentCurrency: checkouts.paymentCurrency,
          paymentAmountCents: checkouts.paymentAmountCents,
        })
        .from(checkouts)
        .where(
          and(eq(checkouts.id, checkoutId), eq(checkouts.userId, userId), eq(checkouts.status, 'COMPLETED')),
        );
      return row;
    },

    /**
     * Step 1: the server prices the cart; a different `amount` means the buyer saw stale totals. The
     * buyer's earlier checkouts are settled first (settleOpenCheckouts): when one of them just paid a line
     * of this cart, this payment is refused; otherwise the cart is priced as it is after them.
     */
    async start(userId: number, amount: number, addressId: number): Promise<{ redirect_url: string }> {
      const before = await cart.payable(userId);
      const paid = await settleOpenCheckouts(userId, before.lines);
      if (paid.some((lines) => sharesALine(lines, before.lines)))
        throw conflict(CHECKOUT_MESSAGES.alreadyPaid);
      // Priced again only when an earlier checkout just became orders (that took its stock and emptied the cart).
      const priced = paid.length > 0 ? await cart.payable(userId) : before;
      const blocked = priced.lines.find((l) => l.maxQuantity < l.quantity);
      if (blocked) throw conflict(CHECKOUT_MESSAGES.unavailable(blocked.title));
      if (toCents(amount) !== priced.totals.totalCents) throw conflict(CHECKOUT_MESSAGES.totalChanged);
      const { id: _, ...address } = await addresses.get(userId, addressId);

      const t = priced.totals;
      const lines = priced.lines.map(({ maxQuantity: _m, ...line }) => line);
      const paymentAmountCents = Math.round(t.totalCents / deps.exchangeRate);
      const snapshot: CheckoutSnapshot = {
        cartId: priced.cartId,
        lines,
        shares: splitBySeller(lines, t.couponCents),
        address,
      };
      const [checkout] = await db
        .insert(checkouts)
        .values({
          userId,
          provider: provider.name,
          subtotalCents: t.subtotalCents,
          couponId: priced.couponId,
          couponCode: priced.couponCode,
          couponDiscountCents: t.couponCents,
          shippingCents: t.shippingCents,
          totalCents: t.totalCents,
          storeCurrency: deps.storeCurrency,
          paymentCurrency: deps.paymentCurrency,
          paymentAmountCents,
          snapshot,
          createdAt: clock.now(), // the age reconciliation and expiry go by, on the service's clock
        })
        .returning({ id: checkouts.id });

      try {
        const order = await provider.createOrder({
          checkoutId: checkout!.id,
          amountCents: paymentAmountCents,
          currency: deps.paymentCurrency,
          storeAmount: {
            amountCents: t.totalCents,
            currency: deps.storeCurrency,
            exchangeRate: deps.exchangeRate,
          },
          description: `TecnoBazar: ${t.totalItem} artículo(s)`,
          returnUrl: `${deps.publicUrl}/paypal/success`,
          cancelUrl: `${deps.publicUrl}/paypal/cancel`,
        });
        await db
          .update(checkouts)
          .set({ providerOrderId: order.id, approveUrl: order.approveUrl })
          .where(eq(checkouts.id, checkout!.id));
        return { redirect_url: order.approveUrl };
      } catch (err) {
        await markFailed(checkout!.id, CHECKOUT_MESSAGES.providerDown);
        if (err instanceof PaymentProviderError) throw new AppError(503, CHECKOUT_MESSAGES.providerDown);
        throw err;
      }
    },

    /** Step 3: the buyer is back from PayPal with `token`; only the buyer's own checkout is found. */
    async complete(userId: number, token: string): Promise<OrderResponse[]> {
      const checkout = await buyersCheckout(userId, token);
      return finish(checkout);
    },

    /**
     * The buyer's newest payment that has not become orders, for the cart to show: its state asks PayPal
     * when nothing was captured yet. Null when there is none (or it is older than the checkout's TTL).
     */
    async inProgress(userId: number): Promise<PaymentInProgress | null> {
      const [open] = await db
        .select()
        .from(checkouts)
        .where(
          and(
            eq(checkouts.userId, userId),
            eq(checkouts.status, 'PENDING'),
            isNotNull(checkouts.providerOrderId),
            gt(checkouts.createdAt, new Date(clock.now().getTime() - deps.ttlMs)),
          ),
        )
        .orderBy(sql`${checkouts.id} desc`)
        .limit(1);
      if (!open) return null;
      let state: PaymentInProgress['state'] = 'CONFIRMING';
      if (!open.providerCaptureId) {
        // PayPal unreachable: offered as waiting, its approval page tells the buyer where it stands.
        const status = await provider.orderStatus(open.providerOrderId!).catch(() => 'CREATED' as const);
        if (status === 'CANCELLED') return null; // the buyer cancelled at PayPal: nothing in progress
        if (status === 'CREATED') state = 'WAITING';
        else if (status === 'APPROVED') state = 'APPROVED';
      }
      const lines = CheckoutSnapshot.parse(open.snapshot).lines;
      return {
        token: open.providerOrderId!,
        state,
        approveUrl: state === 'WAITING' ? open.approveUrl : null,
        total: fromCents(open.totalCents),
        totalItem: lines.reduce((n, l) => n + l.quantity, 0),
        startedAt: open.createdAt.toISOString(),
      };
    },

    /** The buyer cancels their own payment in progress; it is never captured. Cancelling again is a no-op. */
    async cancel(userId: number, token: string): Promise<void> {
      const checkout = await buyersCheckout(userId, token);
      if (checkout.status === 'CANCELLED') return;
      if (checkout.status !== 'PENDING')
        throw conflict(
          checkout.status === 'COMPLETED' ? CHECKOUT_MESSAGES.alreadyPaid : CHECKOUT_MESSAGES.notPending,
        );
      if (!(await voidUncaptured(checkout.id, CHECKOUT_MESSAGES.cancelled)))
        throw conflict(CHECKOUT_MESSAGES.cannotCancel);
    },

    /** The reconciliation job: settles the due checkouts, 50 at a time; answers how many it looked at. */
    async reconcile(limit = 50): Promise<number> {
      let seen = 0;
      // Due is judged against the run's start: a checkout looked at in this run is not due again in
      // it, however long the run takes, so the loop ends.
      const started = clock.now().getTime();
      for (;;) {
        const claimed = await reconcileSome(limit, started);
        seen += claimed;
        if (claimed < limit) return seen;
      }
    },

    /** Gives up the checkouts older than CHECKOUT_TTL_HOURS that never captured; answers how many. */
    async expireAbandoned(): Promise<number> {
      const expired = await db
        .update(checkouts)
        .set({ status: 'EXPIRED', failureReason: CHECKOUT_MESSAGES.expired })
        .where(
          and(
            eq(checkouts.status, 'PENDING'),
            isNull(checkouts.providerCaptureId),
            lt(checkouts.createdAt, new Date(clock.now().getTime() - deps.ttlMs)),
          ),
        )
        .returning({ id: checkouts.id });
      return expired.length;
    },

    /** Step 4: a verified provider event finishes a checkout whose buyer never came back. */
    async webhook(headers: Record<string, string | string[] | undefined>, rawBody: string): Promise<boolean> {
      const event = await provider.verifyWebhook(headers, rawBody);
      if (!event) return false;
      if (
        !event.orderId ||
        !/^(CHECKOUT\.ORDER\.APPROVED|PAYMENT\.CAPTURE\.COMPLETED)$/.test(event.eventType)
      )
        return true;
      const [checkout] = await db
        .select()
        .from(checkouts)
        .where(and(eq(checkouts.provider, provider.name), eq(checkouts.providerOrderId, event.orderId)));
      if (checkout?.status === 'PENDING') {
        await finish(checkout).catch((err) =>
          log.warn({ err, checkoutId: checkout.id }, 'webhook could not finish checkout'),
        );
      }
      return true;
    },
  };
}
export type CheckoutService = ReturnType<typeof createCheckoutService>;
