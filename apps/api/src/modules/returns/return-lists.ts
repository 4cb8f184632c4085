/** The lists: the buyer's (per order and all), the shop's and the administrators', newest first. */
import {
  type AdminReturnsStatus,
  RETURNS_PAGE_SIZE,
  type ReturnPage,
  type ReturnResponse,
  type ReturnStatus,
} from '@tecnobazar/shared';
import { and, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import { returnRequestImages, returnRequests } from '../../db/schema/returns.ts';
import { notFound } from '../../lib/errors.ts';
import { UPLOADS_LIKE, uploadNamesIn } from '../../lib/storage/image-urls.ts';
import type { ReturnAnswer } from './return-answers.ts';
import type { ReturnsDeps } from './returns-deps.ts';
import { RETURNS_MESSAGES } from './returns-messages.ts';

export function createReturnLists({ db, orders }: ReturnsDeps, answer: ReturnAnswer) {
  async function page(where: SQL | undefined, pageNo: number): Promise<ReturnPage> {
    const [rows, [total]] = await Promise.all([
      db
        .select()
        .from(returnRequests)
        .where(where)
        .orderBy(desc(returnRequests.createdAt), desc(returnRequests.id))
        .limit(RETURNS_PAGE_SIZE)
        .offset(pageNo * RETURNS_PAGE_SIZE),
      db.select({ n: count() }).from(returnRequests).where(where),
    ]);
    return {
      content: await answer(rows),
      totalElements: total!.n,
      totalPages: Math.ceil(total!.n / RETURNS_PAGE_SIZE),
    };
  }

  return {
    /** The requests of one order of the buyer's, newest first. */
    async forOrder(userId: number, orderId: number): Promise<ReturnResponse[]> {
      if (!(await orders.forReturn({ userId }, orderId))) throw notFound(RETURNS_MESSAGES.orderNotFound);
      const rows = await db
        .select()
        .from(returnRequests)
        .where(and(eq(returnRequests.orderId, orderId), eq(returnRequests.userId, userId)))
        .orderBy(desc(returnRequests.createdAt), desc(returnRequests.id));
      return answer(rows);
    },

    /** Every request of the buyer's, newest first. */
    async forBuyer(userId: number): Promise<ReturnResponse[]> {
      const rows = await db
        .select()
        .from(returnRequests)
        .where(eq(returnRequests.userId, userId))
        .orderBy(desc(returnRequests.createdAt), desc(returnRequests.id))
        .limit(200);
      return answer(rows);
    },

    /** The shop's requests, newest first, optionally in one status. */
    forSeller: (sellerId: number, q: { status?: ReturnStatus; page: number }) =>
      page(
        and(
          eq(returnRequests.sellerId, sellerId),
          q.status ? eq(returnRequests.status, q.status) : undefined,
        ),
        q.page,
      ),

    /** Every shop's requests in one status (ESCALATED: waiting for an administrator), or all of them. */
    forAdmin: (q: { status: AdminReturnsStatus; page: number }) =>
      page(q.status === 'ALL' ? undefined : eq(returnRequests.status, q.status), q.page),

    /** Uploads the requests show (the buyer's photos), so the cleanup keeps them. */
    async uploadsInUse(): Promise<string[]> {
      const rows = await db
        .selectDistinct({ url: returnRequestImages.url })
        .from(returnRequestImages)
        .where(sql`${returnRequestImages.url} like ${UPLOADS_LIKE}`);
      return uploadNamesIn(rows.map((r) => r.url));
    },
  };
}
