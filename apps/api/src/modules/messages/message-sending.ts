/**
 * Writing a message on an order: masked before it is stored, the thread made on the first one, and the
 * other side mailed at most once per MAIL_EVERY_MS, all in one transaction (product.md#messages).
 */
import type { OrderMessageResponse, OrderResponse } from '@tecnobazar/shared';
import { and, count, eq, gt } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { orderMessages, orderThreads } from '../../db/schema/messages.ts';
import { badRequest, tooManyRequests } from '../../lib/errors.ts';
import { isAllowedImageUrl } from '../../lib/storage/image-urls.ts';
import type { MessageRecipient } from '../notifications/notifications.service.ts';
import { maskContacts } from './contact-masking.ts';
import {
  type Caller,
  MAIL_EVERY_MS,
  MESSAGES_ERRORS,
  MESSAGES_PER_DAY_MAX,
  type MessagesDeps,
} from './messages-deps.ts';
import { assertParty, type MessageRow, messageAnswer, type ThreadRow } from './thread-reading.ts';

const DAY_MS = 24 * 3_600_000;
const EXCERPT_MAX = 300;

function excerptOf(message: MessageRow): string {
  if (message.body.length > EXCERPT_MAX) return `${message.body.slice(0, EXCERPT_MAX)}…`;
  if (message.body) return message.body;
  return message.images.length === 1 ? 'Te envió una imagen.' : `Te envió ${message.images.length} imágenes.`;
}

export function createMessageSending(deps: MessagesDeps) {
  const { db, clock, orders, users, sellers, notifications } = deps;

  /** The order's thread, made on its first message, locked so two messages take their turn at the mail. */
  async function lockedThread(tx: DbOrTx, orderId: number): Promise<ThreadRow> {
    const parties = (await orders.parties(orderId, tx))!;
    await tx
      .insert(orderThreads)
      .values({ orderId, ...parties, createdAt: clock.now() })
      .onConflictDoNothing({ target: orderThreads.orderId });
    const [thread] = await tx
      .select()
      .from(orderThreads)
      .where(eq(orderThreads.orderId, orderId))
      .for('update');
    return thread!;
  }

  async function checkDailyCap(tx: DbOrTx, thread: ThreadRow, caller: Caller, now: Date) {
    const [sent] = await tx
      .select({ n: count() })
      .from(orderMessages)
      .where(
        and(
          eq(orderMessages.threadId, thread.id),
          eq(orderMessages.author, caller.side),
          gt(orderMessages.createdAt, new Date(now.getTime() - DAY_MS)),
        ),
      );
    if ((sent?.n ?? 0) >= MESSAGES_PER_DAY_MAX)
      throw tooManyRequests(MESSAGES_ERRORS.tooMany(MESSAGES_PER_DAY_MAX), 3600);
  }

  /** The other side's address and the name the mail gives the writer. */
  async function recipientOf(tx: DbOrTx, thread: ThreadRow, order: OrderResponse, caller: Caller) {
    const buyer = (await users.contacts([thread.userId], tx)).get(thread.userId);
    if (caller.side === 'SELLER') {
      const to: MessageRecipient | undefined = buyer && {
        userId: thread.userId,
        email: buyer.email,
        name: buyer.fullName,
      };
      return { to, fromName: order.seller.businessDetails.businessName };
    }
    const seller = (await sellers.mailContacts([thread.sellerId], tx)).get(thread.sellerId);
    const to: MessageRecipient | undefined = seller && {
      sellerId: thread.sellerId,
      email: seller.email,
      name: seller.sellerName,
    };
    return { to, fromName: buyer?.fullName ?? 'El comprador' };
  }

  /** Mails the other side unless it was mailed about this order less than MAIL_EVERY_MS ago. */
  async function tellOtherSide(
    tx: DbOrTx,
    thread: ThreadRow,
    order: OrderResponse,
    caller: Caller,
    message: MessageRow,
  ) {
    const now = message.createdAt;
    const lastMailed = caller.side === 'BUYER' ? thread.sellerMailedAt : thread.buyerMailedAt;
    if (lastMailed && now.getTime() - lastMailed.getTime() < MAIL_EVERY_MS) return;
    const { to, fromName } = await recipientOf(tx, thread, order, caller);
    if (!to) return;
    const sent = await notifications.newMessage(tx, to, {
      orderId: order.id,
      fromName,
      excerpt: excerptOf(message),
    });
    if (sent)
      await tx
        .update(orderThreads)
        .set(caller.side === 'BUYER' ? { sellerMailedAt: now } : { buyerMailedAt: now })
        .where(eq(orderThreads.id, thread.id));
  }

  return {
    /**
     * The caller writes on their order (a cancelled one too, to settle its refund): contact details are
     * masked before the message is stored, and the other side is mailed (at most once per 15 minutes).
     */
    async send(
      caller: Caller,
      orderId: number,
      body: { text: string; images: string[] },
    ): Promise<OrderMessageResponse> {
      if (!body.images.every((url) => isAllowedImageUrl(url, deps.media)))
        throw badRequest(MESSAGES_ERRORS.imageHost);
      return db.transaction(async (tx) => {
        const order = await assertParty(deps, caller, orderId, tx);
        const thread = await lockedThread(tx, orderId);
        const now = clock.now();
        await checkDailyCap(tx, thread, caller, now);
        const { text, masked } = maskContacts(body.text, order.trackingNumber ? [order.trackingNumber] : []);
        const [message] = await tx
          .insert(orderMessages)
          .values({
            threadId: thread.id,
            author: caller.side,
            body: text,
            masked,
            images: body.images,
            createdAt: now,
          })
          .returning();
        // Writing means having read what came before.
        await tx
          .update(orderThreads)
          .set(caller.side === 'BUYER' ? { buyerLastReadId: message!.id } : { sellerLastReadId: message!.id })
          .where(eq(orderThreads.id, thread.id));
        await tellOtherSide(tx, thread, order, caller, message!);
        return messageAnswer(message!);
      });
    },
  };
}
