/**
 * The mails of a payout's transfer, to its seller, written in the transaction that records the provider's
 * answer. They carry money, so none is optional.
 */
import type { DbOrTx } from '../../db/client.ts';
import type { MailSending } from './mail-sending.ts';
import type { NotificationsDeps } from './notifications-deps.ts';
import type { SellerContact } from './order-notices.ts';

/** The payout as its mails name it: its number and its amount, already formatted. */
export interface PayoutNotice {
  id: number;
  amount: string;
}

export function createPayoutNotices({ publicUrl }: NotificationsDeps, sending: MailSending) {
  const link = { label: 'Ver mis pagos', url: `${publicUrl}/seller/payment` };
  const toSeller = (s: SellerContact) => ({ email: s.email, sellerId: s.sellerId });

  return {
    /** The provider confirmed the transfer. */
    async payoutPaid(tx: DbOrTx, seller: SellerContact, payout: PayoutNotice): Promise<void> {
      await sending.send(tx, toSeller(seller), {
        subject: `Te enviamos ${payout.amount} (pago #${payout.id})`,
        greeting: `Hola ${seller.sellerName},`,
        paragraphs: [
          `El pago #${payout.id} por ${payout.amount} fue enviado a tu cuenta PayPal (el correo de tu tienda).`,
        ],
        action: link,
      });
    },

    /** The provider refused the transfer: the money is back in the seller's available balance. */
    async payoutFailed(
      tx: DbOrTx,
      seller: SellerContact,
      payout: PayoutNotice & { reason: string },
    ): Promise<void> {
      await sending.send(tx, toSeller(seller), {
        subject: `No pudimos enviar tu pago #${payout.id}`,
        greeting: `Hola ${seller.sellerName},`,
        paragraphs: [
          `La transferencia del pago #${payout.id} por ${payout.amount} falló: ${payout.reason}.`,
          'El dinero volvió a tu saldo disponible. Revisa tus datos y solicita el pago de nuevo.',
        ],
        action: link,
      });
    },
  };
}
