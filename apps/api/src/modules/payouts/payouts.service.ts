import {
  type AdminPayoutResponse,
  hasCompleteBankDetails,
  type PayeeBankAccountResponse,
  type PayeeBankDetails,
  type PayoutResponse,
  type SellerBalanceResponse,
} from '@tecnobazar/shared';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { hasPgCode, PG } from '../../db/pg-errors.ts';
import { payouts } from '../../db/schema/payouts.ts';
import { sellers as sellersTable } from '../../db/schema/sellers.ts';
import { conflict, notFound, unprocessable } from '../../lib/errors.ts';
import { fromCents } from '../../lib/money.ts';
import type { AuditService } from '../audit/audit.service.ts';
import type { SellersService } from '../sellers/sellers.service.ts';
import type { TransactionsService } from '../transactions/transactions.service.ts';

export const PAYOUT_MESSAGES = {
  notFound: 'Pago no encontrado',
  belowMinimum: (minimum: string) =>
    `Tu saldo disponible debe ser de al menos ${minimum} para solicitar un pago.`,
  alreadyPending: 'Ya tienes una solicitud de pago pendiente: espera a que TecnoBazar la procese.',
  alreadyDone: 'Este pago ya fue procesado.',
  bankDetailsMissing:
    'Para solicitar un pago completa tus datos bancarios (titular, número de cuenta y código IFSC) en Cuenta.',
  payeeIncomplete:
    'El vendedor no tiene datos bancarios completos: no hay a qué cuenta enviar el dinero. Recházalo para que los complete y vuelva a solicitarlo.',
  stillHeld:
    'Este pago incluye ventas que el comprador todavía puede cancelar o devolver. Recházalo: el vendedor podrá pedirlas cuando se liberen.',
  refundedSince: (owed: string) =>
    `Desde que se pidió este pago se reembolsaron ventas: pagarlo dejaría al vendedor debiendo ${owed}. Recházalo; el vendedor puede pedir de nuevo su saldo.`,
};

type PayoutRow = typeof payouts.$inferSelect;
const toResponse = (p: PayoutRow): PayoutResponse => ({
  id: p.id,
  sellerId: p.sellerId,
  amount: fromCents(p.amountCents),
  status: p.status,
  rejectionReason: p.rejectionReason,
  createdAt: p.createdAt.toISOString(),
  updatedAt: p.updatedAt.toISOString(),
});

/** The account of a payee the sellers service did not answer for: empty, so it cannot be paid. */
const NO_BANK_DETAILS: PayeeBankDetails = {
  accountHolderName: '',
  ifscCode: '',
  accountNumber: '',
  complete: false,
};
/** A row of the administrators' list: the payout, its shop's name and the account it goes to. */
const toAdminResponse = (
  p: PayoutRow,
  shopName: string,
  bankDetails = NO_BANK_DETAILS,
): AdminPayoutResponse => ({ ...toResponse(p), shopName, bankDetails });

/**
 * Paying sellers (product.md#seller-money): a seller asks for the whole available balance, which the ledger
 * hands to the new PENDING payout; an administrator marks it SUCCESS (a PAYOUT entry records the money sent)
 * or REJECTED (the entries return to the balance). Sales − refunds − paid payouts = available + in payout,
 * always.
 *
 * Read-only exception to "a module touches only its own tables": the administrators' list joins `sellers`
 * for each payout's shop name, in the same query, as the catalogue's product answers do (asking the sellers
 * service for the names would be a second query; decisions/0006-structure.md). Nothing here writes `sellers`.
 */
export function createPayoutsService(deps: {
  db: Db;
  ledger: TransactionsService;
  minimumCents: number;
  formatMoney: (cents: number) => string;
  audit: AuditService;
  sellers: SellersService;
}) {
  const { db, ledger, sellers } = deps;

  async function sums(sellerId: number) {
    const rows = await db
      .select({ status: payouts.status, sum: sql<string>`coalesce(sum(${payouts.amountCents}), 0)` })
      .from(payouts)
      .where(eq(payouts.sellerId, sellerId))
      .groupBy(payouts.status);
    const of = (status: string) => Number(rows.find((r) => r.status === status)?.sum ?? 0);
    return { pending: of('PENDING'), paid: of('SUCCESS') };
  }

  return {
    async balance(sellerId: number): Promise<SellerBalanceResponse> {
      const [available, held, { pending, paid }] = await Promise.all([
        ledger.availableCents(sellerId),
        ledger.held(sellerId),
        sums(sellerId),
      ]);
      return {
        available: fromCents(available),
        held: fromCents(held.reduce((sum, h) => sum + h.netCents, 0)),
        releases: held.map((h) => ({
          availableAt: h.availableAt?.toISOString() ?? null,
          amount: fromCents(h.netCents),
          orders: h.orders,
        })),
        inPayout: fromCents(pending),
        paid: fromCents(paid),
      };
    },

    /**
     * The seller asks to be paid the whole available balance, at least the configured minimum, to the bank
     * account on their profile: without a complete one there is nowhere to send it (422).
     */
    async request(sellerId: number): Promise<PayoutResponse> {
      const bank = await sellers.bankDetails(sellerId);
      if (!bank || !hasCompleteBankDetails(bank)) throw unprocessable(PAYOUT_MESSAGES.bankDetailsMissing);
      try {
        return await db.transaction(async (tx) => {
          const [payout] = await tx.insert(payouts).values({ sellerId, amountCents: 0 }).returning();
          const amountCents = await ledger.collect(tx, sellerId, payout!.id);
          if (amountCents < deps.minimumCents)
            throw conflict(PAYOUT_MESSAGES.belowMinimum(deps.formatMoney(deps.minimumCents)));
          const [done] = await tx
            .update(payouts)
            .set({ amountCents })
            .where(eq(payouts.id, payout!.id))
            .returning();
          return toResponse(done!);
        });
      } catch (err) {
        // The one-pending-payout index: a second request while one waits.
        if (hasPgCode(err, PG.uniqueViolation)) throw conflict(PAYOUT_MESSAGES.alreadyPending);
        throw err;
      }
    },

    async listForSeller(sellerId: number): Promise<PayoutResponse[]> {
      const rows = await db
        .select()
        .from(payouts)
        .where(eq(payouts.sellerId, sellerId))
        .orderBy(desc(payouts.createdAt), desc(payouts.id));
      return rows.map(toResponse);
    },

    /** Requests waiting for an administrator, and their total, in cents. */
    async pendingTotals(): Promise<{ count: number; cents: number }> {
      const [row] = await db
        .select({
          count: sql`count(*)`.mapWith(Number),
          cents: sql`coalesce(sum(${payouts.amountCents}), 0)`.mapWith(Number),
        })
        .from(payouts)
        .where(eq(payouts.status, 'PENDING'));
      return row!;
    },

    /** Every payout (the latest 500) with its shop's name and the account it goes to, the number masked. */
    async listAll(): Promise<AdminPayoutResponse[]> {
      const rows = await db
        .select({ payout: payouts, shopName: sellersTable.businessName })
        .from(payouts)
        .innerJoin(sellersTable, eq(sellersTable.id, payouts.sellerId))
        .orderBy(desc(payouts.createdAt), desc(payouts.id))
        .limit(500);
      const banks = await sellers.payeeBankDetails([...new Set(rows.map((r) => r.payout.sellerId))]);
      return rows.map((r) => toAdminResponse(r.payout, r.shopName, banks.get(r.payout.sellerId)));
    },

    /**
     * The whole account number a payout goes to, for the administrator about to send the money; who looked
     * at which seller's account, and when, goes to the audit log in the same transaction.
     */
    async revealBankAccount(id: number, adminId: number): Promise<PayeeBankAccountResponse> {
      return db.transaction(async (tx) => {
        const [payout] = await tx
          .select({ sellerId: payouts.sellerId })
          .from(payouts)
          .where(eq(payouts.id, id));
        if (!payout) throw notFound(PAYOUT_MESSAGES.notFound);
        const bank = await sellers.bankDetails(payout.sellerId, tx);
        if (!bank) throw notFound(PAYOUT_MESSAGES.notFound);
        await deps.audit.record(tx, {
          adminId,
          action: 'seller.bank_account_view',
          entity: 'seller',
          entityId: payout.sellerId,
          after: { payoutId: id },
        });
        return bank;
      });
    },

    /** One payout: a seller sees only their own (`sellerId`), an administrator any (undefined). */
    async get(id: number, sellerId?: number): Promise<PayoutResponse> {
      const [row] = await db
        .select()
        .from(payouts)
        .where(and(eq(payouts.id, id), sellerId === undefined ? undefined : eq(payouts.sellerId, sellerId)));
      if (!row) throw notFound(PAYOUT_MESSAGES.notFound);
      return toResponse(row);
    },

    /**
     * The administrator pays (SUCCESS) or rejects a PENDING payout; a processed one answers 409, and so does
     * paying one whose sales were partly refunded since it was asked for (the seller's balance below zero).
     * Paying a seller without a complete bank account answers 422 (a request from before the rule).
     */
    async setStatus(
      id: number,
      status: 'SUCCESS' | 'REJECTED',
      adminId: number,
      reason?: string,
    ): Promise<PayoutResponse> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .update(payouts)
          .set({ status, rejectionReason: status === 'REJECTED' ? (reason ?? null) : null })
          .where(and(eq(payouts.id, id), eq(payouts.status, 'PENDING')))
          .returning();
        if (!row) {
          const [exists] = await tx.select({ id: payouts.id }).from(payouts).where(eq(payouts.id, id));
          throw exists ? conflict(PAYOUT_MESSAGES.alreadyDone) : notFound(PAYOUT_MESSAGES.notFound);
        }
        if (status === 'SUCCESS') {
          const bank = await sellers.bankDetails(row.sellerId, tx);
          if (!bank || !hasCompleteBankDetails(bank)) throw unprocessable(PAYOUT_MESSAGES.payeeIncomplete);
          // A request from before sales were held may hold sales the buyer can still undo.
          if ((await ledger.heldInPayout(tx, row.id)) > 0) throw conflict(PAYOUT_MESSAGES.stillHeld);
          // A refund after the request is not in the payout: paying it all would hand the seller money
          // the buyer already got back.
          const available = await ledger.availableCents(row.sellerId, tx);
          if (available < 0) throw conflict(PAYOUT_MESSAGES.refundedSince(deps.formatMoney(-available)));
          await ledger.recordPayout(tx, row.sellerId, row.id, row.amountCents);
        } else await ledger.release(tx, row.id);
        const decided = toResponse(row);
        await deps.audit.record(tx, {
          adminId,
          action: 'payout.decide',
          entity: 'payout',
          entityId: id,
          before: { status: 'PENDING' },
          after: { status, amount: decided.amount, sellerId: decided.sellerId, ...(reason && { reason }) },
        });
        return decided;
      });
    },
  };
}
export type PayoutsService = ReturnType<typeof createPayoutsService>;
