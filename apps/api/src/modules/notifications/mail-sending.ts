/**
 * Sending one mail: drawn in the one mail layout, skipped when its recipient turned that kind off (only the
 * kinds of OPTIONAL_MAILS may be), and written to the outbox in the caller's transaction, so a step and its
 * mail happen together or not at all.
 */
import { type CustomerMailKind, OPTIONAL_MAILS, type SellerMailKind } from '@tecnobazar/shared';
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { customerMailOptOuts, sellerMailOptOuts } from '../../db/schema/notifications.ts';
import { type MailContent, renderMail } from '../../lib/mailer/mail-layout.ts';
import type { NotificationsDeps } from './notifications-deps.ts';

/** Who gets a mail: a shopper or a seller, and the optional kind it is (none: it always goes). */
export type MailRecipient =
  | { email: string; userId: number; kind?: CustomerMailKind }
  | { email: string; sellerId: number; kind?: SellerMailKind };

export function createMailSending({ mailer, users, publicUrl }: NotificationsDeps) {
  async function optedOut(tx: DbOrTx, to: MailRecipient): Promise<boolean> {
    if (!to.kind) return false;
    const rows =
      'userId' in to
        ? await tx
            .select({ kind: customerMailOptOuts.kind })
            .from(customerMailOptOuts)
            .where(and(eq(customerMailOptOuts.userId, to.userId), eq(customerMailOptOuts.kind, to.kind)))
        : await tx
            .select({ kind: sellerMailOptOuts.kind })
            .from(sellerMailOptOuts)
            .where(and(eq(sellerMailOptOuts.sellerId, to.sellerId), eq(sellerMailOptOuts.kind, to.kind)));
    return rows.length > 0;
  }

  /** An optional mail says why it came and where to turn it off. */
  function footer(to: MailRecipient): string | undefined {
    if (!to.kind) return undefined;
    const [label, page] =
      'userId' in to
        ? [OPTIONAL_MAILS.customer[to.kind].label, `${publicUrl}/account/profile`]
        : [OPTIONAL_MAILS.seller[to.kind].label, `${publicUrl}/seller/account`];
    return `Recibes este correo porque tienes activado «${label}». Puedes desactivarlo en ${page}`;
  }

  return {
    /**
     * Writes the mail to the outbox in `tx`, unless it is an optional kind its recipient turned off.
     * Answers whether it was written.
     */
    async send(tx: DbOrTx, to: MailRecipient, content: MailContent): Promise<boolean> {
      if (await optedOut(tx, to)) return false;
      await mailer.send({ to: to.email, ...renderMail({ ...content, footer: footer(to) }) }, tx);
      return true;
    },

    /** One mail to each administrator (a shop waiting for activation, a return escalated to them). */
    async sendToAdmins(tx: DbOrTx, content: (adminName: string) => MailContent): Promise<number> {
      const admins = await users.adminContacts(tx);
      for (const admin of admins)
        await mailer.send({ to: admin.email, ...renderMail(content(admin.fullName)) }, tx);
      return admins.length;
    },
  };
}
export type MailSending = ReturnType<typeof createMailSending>;
