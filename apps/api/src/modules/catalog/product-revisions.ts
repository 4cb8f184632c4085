/**
 * What a seller proposes for the catalogue (decision 0028, section 5): a new product, or a change to a
 * product's page. A trusted shop's proposal is published at once and kept as an APPROVED revision; any
 * other waits for an administrator (product-approval.ts). Offers (price, stock) never wait.
 */
import { type ProductApproval, VARIANT_MESSAGES } from '@tecnobazar/shared';
import { and, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { hasPgCode, PG } from '../../db/pg-errors.ts';
import { productRevisions, products } from '../../db/schema/catalog.ts';
import { conflict, forbidden } from '../../lib/errors.ts';
import type { ProductRow } from './products.ts';
import { SELLER_PRODUCT_MESSAGES } from './seller-product-messages.ts';

/** The fields of a product's page a proposal may change: everything but its offers and counters. */
export const PAGE_FIELDS = [
  'title',
  'description',
  'images',
  'specs',
  'categoryId',
  'color',
  'sizes',
  'vatPercent',
  'modelNumber',
  'brand',
] as const;
export type PageFields = Partial<Pick<ProductRow, (typeof PAGE_FIELDS)[number]>>;

const pick = (product: ProductRow, keys: readonly string[]) =>
  Object.fromEntries(keys.map((k) => [k, product[k as keyof ProductRow]]));

/** Closes the shop's open proposal of the product's page: a new one replaces it (a variant stays open). */
async function supersede(tx: DbOrTx, productId: number, sellerId: number) {
  await tx
    .update(productRevisions)
    .set({ state: 'SUPERSEDED' })
    .where(
      and(
        eq(productRevisions.productId, productId),
        eq(productRevisions.sellerId, sellerId),
        inArray(productRevisions.state, ['PENDING', 'CHANGES_REQUESTED']),
        ne(productRevisions.kind, 'VARIANT'),
      ),
    );
}

/** A product the seller just created: a NEW revision, approved at once for a trusted shop. */
export async function proposeNew(tx: DbOrTx, product: ProductRow, sellerId: number, trusted: boolean) {
  await tx.insert(productRevisions).values({
    productId: product.id,
    sellerId,
    kind: 'NEW',
    state: trusted ? 'APPROVED' : 'PENDING',
    autoApproved: trusted,
    decidedAt: trusted ? new Date() : null,
    changes: pick(product, PAGE_FIELDS),
  });
}

/**
 * A seller's change to a product's page, inside the edit's transaction (the offer is locked). A product
 * not approved yet is its proposer's draft: changed in place and sent back to review. On an approved
 * product, a trusted shop's change applies at once; any other shop's waits, and nothing changes until an
 * administrator approves it.
 */
export async function proposeChange(
  tx: DbOrTx,
  {
    product,
    sellerId,
    fields,
    trusted,
  }: { product: ProductRow; sellerId: number; fields: PageFields; trusted: boolean },
): Promise<void> {
  await supersede(tx, product.id, sellerId);
  if (product.status !== 'APPROVED') {
    const [proposal] = await tx
      .select({ id: productRevisions.id })
      .from(productRevisions)
      .where(
        and(
          eq(productRevisions.productId, product.id),
          eq(productRevisions.sellerId, sellerId),
          eq(productRevisions.kind, 'NEW'),
        ),
      )
      .limit(1);
    if (!proposal) throw forbidden(SELLER_PRODUCT_MESSAGES.catalogueFields);
    const [draft] = await tx
      .update(products)
      .set({ ...fields, status: trusted ? 'APPROVED' : 'PENDING' })
      .where(eq(products.id, product.id))
      .returning();
    await proposeNew(tx, draft!, sellerId, trusted);
    return;
  }
  if (trusted) await tx.update(products).set(fields).where(eq(products.id, product.id));
  await tx.insert(productRevisions).values({
    productId: product.id,
    sellerId,
    kind: 'CHANGE',
    state: trusted ? 'APPROVED' : 'PENDING',
    autoApproved: trusted,
    decidedAt: trusted ? new Date() : null,
    changes: fields,
    base: pick(product, Object.keys(fields)),
  });
}

/**
 * A shop's variant of a product (decision 0028, step 6), `{axes, modelNumber}`: an approved revision when
 * the trusted shop has just published it, else one waiting for review. A proposal sent back for changes is
 * replaced; one still waiting keeps the shop from proposing another of the product until it is decided.
 */
export async function proposeVariant(
  tx: DbOrTx,
  v: { productId: number; sellerId: number; trusted: boolean; changes: Record<string, unknown> },
) {
  await tx
    .update(productRevisions)
    .set({ state: 'SUPERSEDED' })
    .where(
      and(
        eq(productRevisions.productId, v.productId),
        eq(productRevisions.sellerId, v.sellerId),
        eq(productRevisions.kind, 'VARIANT'),
        eq(productRevisions.state, 'CHANGES_REQUESTED'),
      ),
    );
  try {
    await tx.transaction((sp) =>
      sp.insert(productRevisions).values({
        productId: v.productId,
        sellerId: v.sellerId,
        kind: 'VARIANT',
        state: v.trusted ? 'APPROVED' : 'PENDING',
        autoApproved: v.trusted,
        decidedAt: v.trusted ? new Date() : null,
        changes: v.changes,
      }),
    );
  } catch (err) {
    if (hasPgCode(err, PG.uniqueViolation)) throw conflict(VARIANT_MESSAGES.alreadyProposed);
    throw err;
  }
}

/**
 * What the seller's lists say of each product's review: in review, turned down, asked to change, or a
 * change of theirs in review; `APPROVED` otherwise.
 */
export async function approvalsOf(
  tx: DbOrTx,
  sellerId: number,
  items: { id: number; status: ProductRow['status'] }[],
): Promise<Map<number, ProductApproval>> {
  if (items.length === 0) return new Map();
  const latest = await tx
    .selectDistinctOn([productRevisions.productId], {
      productId: productRevisions.productId,
      kind: productRevisions.kind,
      state: productRevisions.state,
      reason: productRevisions.reason,
    })
    .from(productRevisions)
    .where(
      and(
        eq(productRevisions.sellerId, sellerId),
        inArray(
          productRevisions.productId,
          items.map((i) => i.id),
        ),
        sql`${productRevisions.state} <> 'SUPERSEDED'`,
      ),
    )
    .orderBy(productRevisions.productId, desc(productRevisions.id));
  const byProduct = new Map(latest.map((r) => [r.productId, r]));
  return new Map(
    items.map(({ id, status }): [number, ProductApproval] => {
      const r = byProduct.get(id);
      if (r?.state === 'CHANGES_REQUESTED') return [id, { status: 'CHANGES_REQUESTED', reason: r.reason }];
      if (status === 'PENDING') return [id, { status: 'PENDING', reason: null }];
      if (status === 'REJECTED') return [id, { status: 'REJECTED', reason: r?.reason ?? null }];
      if (r?.state === 'PENDING') return [id, { status: 'CHANGE_PENDING', reason: null }];
      return [id, { status: 'APPROVED', reason: null }];
    }),
  );
}
