/**
 * How a request moves: one conditional UPDATE (`where status in <from>`) with the owner in the WHERE clause,
 * so of two concurrent clicks one wins and the other hears why not (409); the move's ledger, stock and mail
 * are written in its transaction (`after`).
 */
import type { ReturnResponse, ReturnStatus } from '@tecnobazar/shared';
import { and, eq, inArray, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { returnRequests } from '../../db/schema/returns.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import type { ReturnStep } from '../notifications/return-mails.ts';
import type { ReturnAnswer, ReturnRow } from './return-answers.ts';
import type { ReturnsDeps } from './returns-deps.ts';
import { ACTIONS, RETURNS_MESSAGES } from './returns-messages.ts';

/** Who moves it: its buyer, its seller, or an administrator (any request). */
export type ReturnActor = { userId: number } | { sellerId: number } | { adminId: number };
const actorClause = (who: ReturnActor): SQL | undefined =>
  'userId' in who
    ? eq(returnRequests.userId, who.userId)
    : 'sellerId' in who
      ? eq(returnRequests.sellerId, who.sellerId)
      : undefined;

export interface Move {
  from: ReturnStatus[];
  action: keyof typeof ACTIONS;
  set: Partial<ReturnRow>;
  /** Inside the move's transaction, once it won. */
  after?: (tx: DbOrTx, row: ReturnRow) => Promise<void>;
}

export function createMoving(deps: ReturnsDeps, answer: ReturnAnswer) {
  const { db } = deps;
  /**
   * The move's mail: to the buyer, and for an escalation or a decision to the seller (and administrators);
   * the buyer's sending back, to the seller.
   */
  async function tell(tx: DbOrTx, step: ReturnStep | 'SENT', row: ReturnRow) {
    const [answered] = await answer([row], tx);
    const buyer = (await deps.users.contacts([row.userId], tx)).get(row.userId);
    const seller = (await deps.sellers.mailContacts([row.sellerId], tx)).get(row.sellerId);
    await deps.notifications.returnMoved(
      tx,
      step,
      answered!,
      buyer && { userId: row.userId, ...buyer },
      seller,
    );
  }

  async function find(who: ReturnActor, id: number, tx: DbOrTx = db): Promise<ReturnRow> {
    const [row] = await tx
      .select()
      .from(returnRequests)
      .where(and(eq(returnRequests.id, id), actorClause(who)));
    if (!row) throw notFound(RETURNS_MESSAGES.notFound);
    return row;
  }

  async function move(who: ReturnActor, id: number, m: Move, tx: DbOrTx): Promise<ReturnRow> {
    const [row] = await tx
      .update(returnRequests)
      .set(m.set)
      .where(and(eq(returnRequests.id, id), actorClause(who), inArray(returnRequests.status, m.from)))
      .returning();
    if (!row) {
      const current = await find(who, id, tx);
      throw conflict(RETURNS_MESSAGES.illegal(current.status, ACTIONS[m.action]));
    }
    await m.after?.(tx, row);
    return row;
  }

  const run = async (who: ReturnActor, id: number, m: Move): Promise<ReturnResponse> => {
    const row = await db.transaction((tx) => move(who, id, m, tx));
    return (await answer([row]))[0]!;
  };

  return { tell, find, move, run };
}
export type Moving = ReturnType<typeof createMoving>;
