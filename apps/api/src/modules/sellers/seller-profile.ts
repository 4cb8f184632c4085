/**
 * A shop's profile: the seller reads and edits their own sections (profile, business details, pickup
 * address, bank details); anyone sees an active shop's business name, and other modules read shops' names.
 */
import { SELLER_FORM_MESSAGES, type UpdateSellerBody } from '@tecnobazar/shared';
import { taxIdError } from '@tecnobazar/shared/tax-id';
import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { hasPgCode, PG } from '../../db/pg-errors.ts';
import { sellers } from '../../db/schema/sellers.ts';
import { badRequest, conflict, notFound } from '../../lib/errors.ts';
import type { SellerContact } from '../notifications/notifications.service.ts';
import { businessNameKey } from './business-name.ts';
import { SELLER_MESSAGES, type SellersDeps, sellerLookups } from './seller-rules.ts';
import { sectionColumns, toSellerProfile } from './seller-sections.ts';

export function createSellerProfile({ db }: Pick<SellersDeps, 'db'>) {
  const { byId, assertNameFree } = sellerLookups(db);

  return {
    async profile(sellerId: number) {
      const seller = await byId(sellerId);
      if (!seller) throw notFound(SELLER_MESSAGES.notFound);
      return toSellerProfile(seller);
    },

    /** Only the seller's own sections; status and verification are the admin's and the link's. */
    async update(sellerId: number, body: UpdateSellerBody) {
      const current = await byId(sellerId);
      if (!current) throw notFound(SELLER_MESSAGES.notFound);
      if (body.email !== undefined && body.email !== current.email)
        throw badRequest(SELLER_MESSAGES.emailLocked);
      // Only a new name takes a key: one that differs in case or accents is still the shop's own, and a
      // shop that shared its name before the rule keeps it until it renames.
      const name = body.businessDetails?.businessName;
      const renamed = name !== undefined && businessNameKey(name) !== businessNameKey(current.businessName);
      if (renamed) await assertNameFree(name, sellerId);
      // A body that names no type (the spec's client) keeps the seller's: a cédula stays a cédula. The same
      // number sent back unchanged (a form that edits the name) is not checked again: an id kept from before
      // the check stays, shown incomplete, until the seller corrects it.
      const taxIdChanged =
        body.taxIdType !== undefined || (body.gstin !== undefined && body.gstin !== current.gstin);
      const taxId = taxIdChanged
        ? { gstin: body.gstin ?? current.gstin, taxIdType: body.taxIdType ?? current.taxIdType ?? 'NIT' }
        : {};
      if (taxId.taxIdType) {
        const error = taxIdError(taxId.taxIdType, taxId.gstin);
        if (error) throw badRequest(error);
      }
      const [updated] = await db
        .update(sellers)
        .set({
          ...sectionColumns({ ...body, gstin: undefined, ...taxId }),
          ...(renamed && { businessNameKey: businessNameKey(name) }),
        })
        .where(eq(sellers.id, sellerId))
        .returning()
        .catch((err) => {
          // Another shop took the name between the check and the write.
          throw hasPgCode(err, PG.uniqueViolation) ? conflict(SELLER_FORM_MESSAGES.businessNameTaken) : err;
        });
      return toSellerProfile(updated!);
    },

    /**
     * What anyone may see of a shop (PublicSeller): its id and business name, never contact or bank
     * details. Only ACTIVE shops, as the storefront shows only their products.
     */
    async publicSeller(sellerId: number) {
      const [row] = await db
        .select({ id: sellers.id, businessName: sellers.businessName })
        .from(sellers)
        .where(and(eq(sellers.id, sellerId), eq(sellers.accountStatus, 'ACTIVE')));
      if (!row) throw notFound(SELLER_MESSAGES.notFound);
      return { id: row.id, businessDetails: { businessName: row.businessName } };
    },

    /** Whom to mail about a shop's orders, with the pickup address the courier comes to. */
    async mailContacts(sellerIds: number[], tx: DbOrTx = db): Promise<Map<number, SellerContact>> {
      if (sellerIds.length === 0) return new Map();
      const rows = await tx
        .select({
          sellerId: sellers.id,
          email: sellers.email,
          sellerName: sellers.sellerName,
          address: sellers.pickupAddress,
          city: sellers.pickupCity,
          state: sellers.pickupState,
          mobile: sellers.pickupMobile,
        })
        .from(sellers)
        .where(inArray(sellers.id, sellerIds));
      return new Map(
        rows.map(({ address, city, state, mobile, ...contact }) => [
          contact.sellerId,
          {
            ...contact,
            pickup: address
              ? [address, [city, state].filter(Boolean).join(', '), mobile && `Móvil: ${mobile}`]
                  .filter(Boolean)
                  .join('\n')
              : '',
          },
        ]),
      );
    },

    /** Shop names by seller id, for records that show who sold (orders). */
    async businessNames(sellerIds: number[], tx: DbOrTx = db): Promise<Map<number, string>> {
      const rows = await tx
        .select({ id: sellers.id, businessName: sellers.businessName })
        .from(sellers)
        .where(inArray(sellers.id, sellerIds));
      return new Map(rows.map((s) => [s.id, s.businessName]));
    },
  };
}
