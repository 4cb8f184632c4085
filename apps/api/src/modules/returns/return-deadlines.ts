/**
 * A seller who does not answer: reminded once after RETURN_SELLER_DAYS business days, and the request
 * escalates to the administrators after twice as many. Run by a job, each row moved by a conditional UPDATE
 * in the transaction that writes its mails, so two runs never mail twice.
 */
import { and, eq, gt, isNull, lte } from 'drizzle-orm';
import { returnRequests } from '../../db/schema/returns.ts';
import type { ReturnAnswer } from './return-answers.ts';
import { lastDay } from './return-rules.ts';
import type { ReturnsDeps } from './returns-deps.ts';

export function createReturnDeadlines(deps: ReturnsDeps, answer: ReturnAnswer) {
  const { db, clock, terms } = deps;
  return {
    async runDeadlines(): Promise<{ reminded: number; escalated: number }> {
      const now = clock.now();
      return db.transaction(async (tx) => {
        const reminded = await tx
          .update(returnRequests)
          .set({ remindedAt: now })
          .where(
            and(
              eq(returnRequests.status, 'REQUESTED'),
              isNull(returnRequests.remindedAt),
              lte(returnRequests.remindAt, now),
              gt(returnRequests.escalateAt, now),
            ),
          )
          .returning();
        const escalated = await tx
          .update(returnRequests)
          .set({ status: 'ESCALATED', escalatedAt: now })
          .where(and(eq(returnRequests.status, 'REQUESTED'), lte(returnRequests.escalateAt, now)))
          .returning();
        const sellers = await deps.sellers.mailContacts(
          [...new Set([...reminded, ...escalated].map((r) => r.sellerId))],
          tx,
        );
        const buyers = await deps.users.contacts([...new Set(escalated.map((r) => r.userId))], tx);
        // Answered together: a few queries for the whole run, not a few per request.
        const answers = await answer([...reminded, ...escalated], tx);
        const answerOf = (id: number) => answers.find((a) => a.id === id)!;
        for (const row of reminded) {
          const seller = sellers.get(row.sellerId);
          if (seller)
            await deps.notifications.returnReminder(
              tx,
              seller,
              answerOf(row.id),
              lastDay(row.escalateAt, terms),
            );
        }
        for (const row of escalated) {
          await deps.messages.openToAdmins(tx, row.orderId);
          const buyer = buyers.get(row.userId);
          await deps.notifications.returnMoved(
            tx,
            'ESCALATED',
            answerOf(row.id),
            buyer && { userId: row.userId, ...buyer },
            sellers.get(row.sellerId),
          );
        }
        return { reminded: reminded.length, escalated: escalated.length };
      });
    },
  };
}
