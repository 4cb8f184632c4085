/**
 * Registering a shop: the details are kept apart as a registration until a link mailed for it is opened
 * (seller-verification.ts), and registrations whose links all expired are purged.
 */
import type { RegisterSellerBody } from '@tecnobazar/shared';
import { lt } from 'drizzle-orm';
import { sellerRegistrations } from '../../db/schema/sellers.ts';
import type { SellerLinks } from './seller-links.ts';
import { SELLER_MESSAGES, type SellersDeps, sellerLookups } from './seller-rules.ts';

/**
 * How long a registration whose links all expired is kept, so its stale link's page can still ask for a new
 * one; then it is deleted (the `seller-registrations-purge` job).
 */
export const REGISTRATION_GRACE_MS = 7 * 24 * 3_600_000;
export const SELLER_REGISTRATIONS_PURGE_JOB = 'seller-registrations-purge';

export function createSellerRegistration(deps: SellersDeps, { sendVerificationLink }: SellerLinks) {
  const { db, otp, mailer, clock } = deps;
  const { byEmail, assertNameFree } = sellerLookups(db);

  return {
    /**
     * The same answer whether or not the e-mail already has a shop, so registration does not tell who
     * sells here; the owner of an existing shop gets a mail instead of a second account.
     */
    async register(body: RegisterSellerBody) {
      const registered = { message: SELLER_MESSAGES.registered };
      // Before the address is looked at, so a taken name gets the same answer whoever registers it. Shop
      // names are public: this tells nothing about who sells here.
      await assertNameFree(body.businessDetails.businessName);
      const existing = await byEmail(body.email);
      if (existing) {
        // A link that is never sent, so the address has a link sent now whether or not it had a shop,
        // and the limits on the next requests (sign-in, resend) do not tell which.
        await otp.issueLinkCode(existing.email);
        await mailer.sendAtMost(
          {
            to: existing.email,
            subject: 'Ya tienes una cuenta de vendedor en TecnoBazar',
            text: `Alguien intentó registrar una tienda con este correo, que ya tiene una. Inicia sesión en ${deps.publicUrl}/become-seller${existing.emailVerified ? '' : ': como aún no verificaste tu correo, te enviaremos un enlace nuevo para hacerlo'}. Si no fuiste tú, ignora este correo.`,
          },
          deps.mailsPerHour,
        );
        return registered;
      }
      // Registrations of an address nobody verified could flood its mailbox: at most as many mails an hour
      // as the notice above, and the answer is the same either way.
      if ((await mailer.sentLastHour(body.email)) >= deps.mailsPerHour) return registered;
      // Nothing becomes a shop until a link mailed for this registration is opened (issue 29 item 6): a
      // stranger who registers someone else's address never gets the shop, and the owner's own
      // registration is not replaced by theirs.
      const { email, ...details } = body;
      const [registration] = await db
        .insert(sellerRegistrations)
        .values({
          email,
          details,
          expiresAt: new Date(clock.now().getTime() + deps.linkTtlHours * 3_600_000),
        })
        .returning();
      await sendVerificationLink(email, registration!);
      return registered;
    },

    /** Deletes the registrations whose links all expired more than REGISTRATION_GRACE_MS ago. */
    async purgeRegistrations(): Promise<number> {
      const gone = await db
        .delete(sellerRegistrations)
        .where(lt(sellerRegistrations.expiresAt, new Date(clock.now().getTime() - REGISTRATION_GRACE_MS)))
        .returning({ id: sellerRegistrations.id });
      return gone.length;
    },
  };
}
