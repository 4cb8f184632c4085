import type { SellerStatus } from '@tecnobazar/shared';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { sellers } from '../../db/schema/sellers.ts';
import { forbidden } from '../../lib/errors.ts';

export const SELLER_PUBLISH_MESSAGES = {
  pending:
    'Tu cuenta de vendedor está pendiente de verificación: podrás publicar productos cuando TecnoBazar la active.',
  notActive: 'Tu cuenta de vendedor no está activa, así que no puedes publicar productos.',
};

/** Who may publish products: a rule of the seller's account, asked by the catalogue before it creates one. */
export function createPublishRule(db: DbOrTx) {
  return {
    /** An administrator trusts the shop: its catalogue proposals are published without review. */
    async isTrusted(sellerId: number, tx: DbOrTx = db): Promise<boolean> {
      const [row] = await tx
        .select({ trustedAt: sellers.trustedAt })
        .from(sellers)
        .where(eq(sellers.id, sellerId));
      return row?.trustedAt != null;
    },

    /**
     * Only an ACTIVE shop publishes. The guard already refuses suspended, banned… sellers with their
     * reason; a seller still PENDING_VERIFICATION may sign in and set up the shop, but not sell yet.
     */
    async assertMayPublish(sellerId: number): Promise<void> {
      const [row] = await db
        .select({ status: sellers.accountStatus })
        .from(sellers)
        .where(eq(sellers.id, sellerId));
      const status: SellerStatus | undefined = row?.status;
      if (status === 'ACTIVE') return;
      throw forbidden(
        status === 'PENDING_VERIFICATION'
          ? SELLER_PUBLISH_MESSAGES.pending
          : SELLER_PUBLISH_MESSAGES.notActive,
      );
    },
  };
}
