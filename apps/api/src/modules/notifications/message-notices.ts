/** The mail that tells one side of an order's conversation that the other side wrote. */
import type { DbOrTx } from '../../db/client.ts';
import type { MailSending } from './mail-sending.ts';
import { type NewMessage, newMessageMail } from './message-mails.ts';
import type { NotificationsDeps } from './notifications-deps.ts';

/** Whom to tell: the order's buyer or its seller, by name. */
export type MessageRecipient =
  | { userId: number; email: string; name: string }
  | { sellerId: number; email: string; name: string };

export function createMessageNotices({ publicUrl }: NotificationsDeps, sending: MailSending) {
  return {
    /**
     * Mails the recipient about a new message (the optional kind NEW_MESSAGE, which each side may turn off),
     * in the message's transaction. Answers whether it was written. How often is the caller's to decide.
     */
    newMessage(tx: DbOrTx, to: MessageRecipient, message: NewMessage): Promise<boolean> {
      const toSeller = 'sellerId' in to;
      const link = toSeller ? `${publicUrl}/seller/orders` : `${publicUrl}/account/orders/${message.orderId}`;
      const content = newMessageMail(to.name, message, link, toSeller);
      return 'sellerId' in to
        ? sending.send(tx, { email: to.email, sellerId: to.sellerId, kind: 'NEW_MESSAGE' }, content)
        : sending.send(tx, { email: to.email, userId: to.userId, kind: 'NEW_MESSAGE' }, content);
    },
  };
}
