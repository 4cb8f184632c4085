import { createAccountNotices } from './account-notices.ts';
import { createMailPreferences } from './mail-preferences.ts';
import { createMailSending } from './mail-sending.ts';
import { createMessageNotices } from './message-notices.ts';
import type { NotificationsDeps } from './notifications-deps.ts';
import { createOrderNotices } from './order-notices.ts';
import { createPayoutNotices } from './payout-notices.ts';
import { createReturnNotices } from './return-notices.ts';

export type { MailRecipient } from './mail-sending.ts';
export type { MessageRecipient } from './message-notices.ts';
export type { BuyerContact, SellerContact } from './order-notices.ts';

/**
 * Every mail about an order or an account (docs/product.md#mails). One service made of:
 * - mail-sending.ts: one mail, drawn in the one layout, skipped when its kind was turned off, written in
 *   the caller's transaction; and a mail to every administrator;
 * - order-notices.ts: the purchase, each step, a cancellation and a refund (texts in order-mails.ts);
 * - message-notices.ts: a new message on an order, to the other side (texts in message-mails.ts);
 * - return-notices.ts: a return or warranty request's moves, to the buyer, the seller and administrators
 *   (texts in return-mails.ts);
 * - payout-notices.ts: a payout's transfer confirmed or refused, to its seller;
 * - account-notices.ts: a new shop waiting for an administrator;
 * - mail-preferences.ts: which optional mails each shopper and seller turned off.
 */
export function createNotificationsService(deps: NotificationsDeps) {
  const sending = createMailSending(deps);
  return {
    ...sending,
    ...createOrderNotices(deps, sending),
    ...createMessageNotices(deps, sending),
    ...createReturnNotices(deps, sending),
    ...createAccountNotices(deps, sending),
    ...createPayoutNotices(deps, sending),
    ...createMailPreferences(deps),
  };
}
export type NotificationsService = ReturnType<typeof createNotificationsService>;
