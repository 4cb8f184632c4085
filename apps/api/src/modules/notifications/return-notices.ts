/**
 * The mails of a return or warranty request, each written in the transaction of the move it tells (texts in
 * return-mails.ts). They carry money or a deadline, so none is optional.
 */
import type { ReturnResponse } from '@tecnobazar/shared';
import type { DbOrTx } from '../../db/client.ts';
import { formatAmount } from '../../lib/payments/paypal-format.ts';
import type { MailSending } from './mail-sending.ts';
import type { NotificationsDeps } from './notifications-deps.ts';
import type { BuyerContact, SellerContact } from './order-notices.ts';
import {
  buyerReturnMail,
  escalatedToAdminMail,
  newReturnMail,
  type ReturnStep,
  returnRefundedMail,
  sellerReturnMail,
} from './return-mails.ts';

export function createReturnNotices({ publicUrl }: NotificationsDeps, sending: MailSending) {
  const orderLink = (r: ReturnResponse) => `${publicUrl}/account/orders/${r.orderId}`;
  const sellerLink = `${publicUrl}/seller/returns`;
  const adminLink = `${publicUrl}/admin/returns`;
  const photo = (url: string) => (url.startsWith('/') ? `${publicUrl}${url}` : url);
  const toBuyer = (b: BuyerContact) => ({ email: b.email, userId: b.userId });
  const toSeller = (s: SellerContact) => ({ email: s.email, sellerId: s.sellerId });

  return {
    /** A new request, to its seller. */
    async returnRequested(tx: DbOrTx, seller: SellerContact, r: ReturnResponse): Promise<void> {
      await sending.send(tx, toSeller(seller), newReturnMail(seller.sellerName, r, sellerLink, photo));
    },

    /**
     * The request moved: the buyer hears of it; an escalation also goes to the seller and every
     * administrator, a decision to the seller. The buyer's own sending back goes to the seller alone.
     */
    async returnMoved(
      tx: DbOrTx,
      step: ReturnStep | 'SENT',
      r: ReturnResponse,
      buyer: BuyerContact | undefined,
      seller: SellerContact | undefined,
    ): Promise<void> {
      if (step === 'SENT') {
        if (seller)
          await sending.send(
            tx,
            toSeller(seller),
            sellerReturnMail(seller.sellerName, r, step, '', sellerLink),
          );
        return;
      }
      if (buyer)
        await sending.send(tx, toBuyer(buyer), buyerReturnMail(buyer.fullName, r, step, orderLink(r)));
      if (seller && (step === 'ESCALATED' || step === 'DECIDED'))
        await sending.send(
          tx,
          toSeller(seller),
          sellerReturnMail(seller.sellerName, r, step, '', sellerLink),
        );
      if (step === 'ESCALATED')
        await sending.sendToAdmins(tx, (name) => escalatedToAdminMail(name, r, adminLink));
    },

    /** The seller has not answered: reminded once, with the day it escalates. */
    async returnReminder(
      tx: DbOrTx,
      seller: SellerContact,
      r: ReturnResponse,
      escalateAt: string,
    ): Promise<void> {
      await sending.send(
        tx,
        toSeller(seller),
        sellerReturnMail(seller.sellerName, r, 'REMINDER', escalateAt, sellerLink),
      );
    },

    /** The provider confirmed the return's refund, in the currency it was paid in. */
    async returnRefunded(
      tx: DbOrTx,
      buyer: BuyerContact,
      r: ReturnResponse,
      refund: { amountCents: number; currency: string },
    ): Promise<void> {
      const amount = formatAmount(refund.amountCents, refund.currency);
      await sending.send(tx, toBuyer(buyer), returnRefundedMail(buyer.fullName, r, amount, orderLink(r)));
    },
  };
}
