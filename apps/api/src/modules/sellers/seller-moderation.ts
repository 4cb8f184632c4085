/**
 * The administrators' side of sellers: the list, the count of shops awaiting approval, and changing a
 * shop's status (audited, and mailed to its owner).
 */
import type { SellerStatus } from '@tecnobazar/shared';
import { and, asc, count, eq } from 'drizzle-orm';
import { sellers } from '../../db/schema/sellers.ts';
import { notFound } from '../../lib/errors.ts';
import { statusMail } from './seller-mails.ts';
import { SELLER_MESSAGES, type SellersDeps } from './seller-rules.ts';
import { toAdminSellerProfile } from './seller-sections.ts';

export function createSellerModeration(deps: SellersDeps) {
  const { db, mailer } = deps;

  return {
    /** Admin: sellers, optionally of one status. */
    async list(status?: SellerStatus) {
      const rows = await db
        .select()
        .from(sellers)
        .where(status ? eq(sellers.accountStatus, status) : undefined)
        .orderBy(asc(sellers.id));
      return rows.map(toAdminSellerProfile);
    },

    /** Shops that verified their e-mail and wait for an administrator to activate them. */
    async awaitingApproval(): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(sellers)
        .where(and(eq(sellers.accountStatus, 'PENDING_VERIFICATION'), eq(sellers.emailVerified, true)));
      return row!.n;
    },

    /** Admin: trusts a shop or stops trusting it (audited): its catalogue proposals skip the review. */
    async setTrusted(sellerId: number, trusted: boolean, adminId: number) {
      const profile = await db.transaction(async (tx) => {
        const [before] = await tx
          .select({ trustedAt: sellers.trustedAt })
          .from(sellers)
          .where(eq(sellers.id, sellerId))
          .for('update');
        if (!before) throw notFound(SELLER_MESSAGES.notFound);
        const [updated] = await tx
          .update(sellers)
          .set({ trustedAt: trusted ? (before.trustedAt ?? new Date()) : null })
          .where(eq(sellers.id, sellerId))
          .returning();
        await deps.audit.record(tx, {
          adminId,
          action: 'seller.trusted',
          entity: 'seller',
          entityId: sellerId,
          before: { trusted: before.trustedAt !== null },
          after: { trusted },
        });
        return toAdminSellerProfile(updated!);
      });
      return profile;
    },

    /**
     * Admin: any status from any other (product.md#admin-area), recorded in the audit log in the same
     * transaction. The guards read the status on every call, so a suspended seller's next request is refused,
     * and the storefront shows ACTIVE shops' products only, so theirs leave listing and search at once.
     */
    async setStatus(sellerId: number, status: SellerStatus, adminId: number) {
      const profile = await db.transaction(async (tx) => {
        const [before] = await tx
          .select({ accountStatus: sellers.accountStatus })
          .from(sellers)
          .where(eq(sellers.id, sellerId))
          .for('update');
        if (!before) throw notFound(SELLER_MESSAGES.notFound);
        const [updated] = await tx
          .update(sellers)
          .set({ accountStatus: status })
          .where(eq(sellers.id, sellerId))
          .returning();
        await deps.audit.record(tx, {
          adminId,
          action: 'seller.status',
          entity: 'seller',
          entityId: sellerId,
          before,
          after: { accountStatus: status },
        });
        // The owner learns what the change means for the shop, with the change or not at all.
        if (before.accountStatus !== status)
          await mailer.send(statusMail(updated!, before.accountStatus, status, deps.publicUrl), tx);
        return toAdminSellerProfile(updated!);
      });
      deps.changes.publish('sellers');
      return profile;
    },
  };
}
