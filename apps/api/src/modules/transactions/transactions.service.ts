/**
 * The seller ledger: each paid seller order is a sale less the platform's commission (the rule in force for
 * each line, modules/commissions) and the IVA on it. A sale joins the
 * balance a payout may collect only when the buyer can no longer undo it: `holdBusinessDays` business days
 * after delivery (the right of withdrawal), or at once when its order is cancelled, netting with the refund.
 *
 * One service made of its use cases: reading the ledger (ledger-lists.ts), the balance and what is held
 * (ledger-balance.ts), a payout's collecting, release and entry (ledger-payouts.ts) and a sale's entries
 * from payment to delivery or refund (ledger-sales.ts), and a return's hold and entry (ledger-returns.ts), a month's statement (ledger-statements.ts); the conditions they share are in ledger-filters.ts.
 * The sellers' report totals are read by ledger-reports.ts.
 *
 * Read-only exception to "a module touches only its own tables": the administrators' ledger joins `sellers`
 * for each entry's shop name (ledger-lists.ts; decisions/0006-structure.md). Nothing here writes `sellers`.
 */
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import type { CommissionsService } from '../commissions/commissions.service.ts';
import { createLedgerBalance } from './ledger-balance.ts';
import { createLedgerLists } from './ledger-lists.ts';
import { createLedgerPayouts } from './ledger-payouts.ts';
import { createLedgerReturns } from './ledger-returns.ts';
import { createLedgerSales } from './ledger-sales.ts';
import { createLedgerStatements } from './ledger-statements.ts';

export type { HeldSales } from './ledger-balance.ts';
export type { SoldLine } from './ledger-sales.ts';
export type { LedgerStatement, StatementEntry } from './ledger-statements.ts';

export function createTransactionsService(deps: {
  db: Db;
  commissions: Pick<CommissionsService, 'ratesFor'>;
  commissionVatPercent: number;
  clock: Clock;
  holdBusinessDays: number;
  timeZone: string;
}) {
  return {
    ...createLedgerLists(deps),
    ...createLedgerBalance(deps),
    ...createLedgerPayouts(deps),
    ...createLedgerSales(deps),
    ...createLedgerReturns(deps),
    ...createLedgerStatements(deps),
  };
}
export type TransactionsService = ReturnType<typeof createTransactionsService>;
