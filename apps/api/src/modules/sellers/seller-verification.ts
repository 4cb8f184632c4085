/**
 * Verifying a shop's e-mail: opening a link makes the shop of its registration; an address, or a stale
 * link, asks for a new one.
 */
import { OTP_MESSAGES } from '@tecnobazar/shared';
import { and, eq } from 'drizzle-orm';
import { sellerRegistrations, sellers } from '../../db/schema/sellers.ts';
import { badRequest, conflict } from '../../lib/errors.ts';
import { businessNameKey } from './business-name.ts';
import type { SellerLinks } from './seller-links.ts';
import { SELLER_MESSAGES, type SellersDeps, sellerLookups } from './seller-rules.ts';
import { sectionColumns } from './seller-sections.ts';

export function createEmailVerification(
  deps: SellersDeps,
  { sendVerificationLink, explainByMail }: SellerLinks,
) {
  const { db, otp } = deps;
  const { byEmail } = sellerLookups(db);

  return {
    /**
     * Makes the shop of the registration the link was sent for, and drops the address's other
     * registrations: the links mailed for them stop working.
     */
    async verifyEmail(code: string) {
      const { email, subjectId } = await otp.consumeLinkCode(code);
      const outcome = await db.transaction(async (tx) => {
        if (subjectId === null) {
          // A link of a shop left unverified before registrations were kept apart.
          const [legacy] = await tx
            .update(sellers)
            .set({ emailVerified: true })
            .where(and(eq(sellers.email, email), eq(sellers.emailVerified, false)))
            .returning({ id: sellers.id });
          return legacy ? 'verified' : 'gone';
        }
        const [registration] = await tx
          .select()
          .from(sellerRegistrations)
          .where(and(eq(sellerRegistrations.id, subjectId), eq(sellerRegistrations.email, email)))
          .for('update');
        if (!registration) return 'gone';
        const { details } = registration;
        const [seller] = await tx
          .insert(sellers)
          .values({
            email,
            sellerName: details.sellerName,
            mobile: details.mobile,
            gstin: details.gstin,
            businessName: details.businessDetails.businessName,
            // The spec's client sends no legal name: the shop's name is the best guess, shown to confirm.
            legalName: details.businessDetails.businessName,
            ...sectionColumns(details),
            businessNameKey: businessNameKey(details.businessDetails.businessName),
            emailVerified: true,
          })
          .onConflictDoNothing()
          .returning({ id: sellers.id });
        if (!seller) return 'conflict';
        await tx.delete(sellerRegistrations).where(eq(sellerRegistrations.email, email));
        await deps.notifications.shopAwaitingActivation(tx, {
          businessName: details.businessDetails.businessName,
          sellerName: details.sellerName,
          email,
        });
        return 'verified';
      });
      if (outcome === 'verified') return { message: SELLER_MESSAGES.verified };
      // The address has its shop (another of its links was opened first), or the name was taken meanwhile.
      if (await byEmail(email)) throw conflict(SELLER_MESSAGES.alreadyVerified);
      if (outcome === 'conflict') throw conflict(SELLER_MESSAGES.nameTakenSinceRegistered);
      throw badRequest(OTP_MESSAGES.badLink);
    },

    /**
     * The same answer and limits for every address. Only a shop left unverified before registrations were
     * kept apart gets a link; a registration's link is asked for through its stale link, or by registering
     * again (the registration panel does), as the address alone does not say whose registration it is.
     */
    async resendVerificationLink(email: string, ip: string) {
      const seller = await byEmail(email);
      if (seller && !seller.emailVerified) await sendVerificationLink(email, { details: seller }, { ip });
      else {
        // Never sent: it stands for the link in the limits, as at registration.
        await otp.issueLinkCode(email, undefined, { ip });
        await explainByMail(email, seller, 'link');
      }
      return { message: SELLER_MESSAGES.linkResent };
    },

    /**
     * A stale link's page: only the holder of a link sent to the address can ask through it, and the new
     * link verifies the same registration.
     */
    async renewVerificationLink(code: string, ip: string) {
      const target = await otp.link(code);
      if (!target) throw badRequest(SELLER_MESSAGES.unknownLink);
      const seller = await byEmail(target.email);
      if (seller?.emailVerified) throw conflict(SELLER_MESSAGES.alreadyVerified);
      if (seller) {
        await sendVerificationLink(target.email, { details: seller }, { ip });
        return { message: SELLER_MESSAGES.newLinkSent };
      }
      const [registration] =
        target.subjectId === null
          ? []
          : await db.select().from(sellerRegistrations).where(eq(sellerRegistrations.id, target.subjectId));
      if (!registration) throw badRequest(SELLER_MESSAGES.unknownLink);
      await sendVerificationLink(target.email, registration, { ip });
      return { message: SELLER_MESSAGES.newLinkSent };
    },
  };
}
