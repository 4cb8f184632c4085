/**
 * A seller's own products (product.md#seller-area): list, create, edit, stock switch and delete. Every query
 * has the seller in its WHERE clause, so another seller's id answers 404 like a missing one
 * (product.md#security).
 *
 * The seller's account status is read from `sellers` under the catalogue's read-only exception (see
 * catalog.service.ts): the catalogue module is built without the sellers service.
 */
import {
  type CreateProductBody,
  PRODUCT_MESSAGES,
  type ProductResponse,
  type ProductSpecs,
  type SellerStatus,
  specsSchemaFor,
  type UpdateProductBody,
} from '@tecnobazar/shared';
import { ourCategoryId } from '@tecnobazar/shared/constants/original-client-aliases';
import { and, desc, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { hasPgCode, PG } from '../../db/pg-errors.ts';
import { products } from '../../db/schema/catalog.ts';
import { sellers } from '../../db/schema/sellers.ts';
import type { ChangeFeed } from '../../lib/change-feed.ts';
import { badRequest, conflict, forbidden, notFound } from '../../lib/errors.ts';
import { discountPercent, toCents } from '../../lib/money.ts';
import { isAllowedImageUrl } from '../../lib/storage/image-urls.ts';
import { type CatalogService, PRODUCT_NOT_FOUND } from './catalog.service.ts';

export const SELLER_PRODUCT_MESSAGES = {
  pending:
    'Tu cuenta de vendedor está pendiente de verificación: podrás publicar productos cuando TecnoBazar la active.',
  notActive: 'Tu cuenta de vendedor no está activa, así que no puedes publicar productos.',
  categoryChain: 'La categoría no coincide con el árbol de categorías',
  unknownCategory: (slug: string) => `La categoría '${slug}' no existe`,
  imageHost: 'La imagen debe subirse a TecnoBazar',
  deleted: 'Producto eliminado',
  archived: 'El producto tiene pedidos: se archivó y ya no se muestra en la tienda',
  noUnits: 'El producto no tiene unidades: indica la cantidad en Inventario para ponerlo en existencia',
};

export function createSellerProductsService({
  db,
  catalog,
  media,
  changes,
}: {
  db: Db;
  catalog: CatalogService;
  /** Told after every committed write, so every instance drops its cached listing counts. */
  changes: ChangeFeed;
  /** Where product images may live (lib/storage/image-urls.ts). */
  media: Pick<Config, 'PUBLIC_URL' | 'CLOUDINARY_CLOUD_NAME'>;
}) {
  /** The seller's live products (an archived one is deleted as far as its seller is concerned). */
  const own = (sellerId: number, productId?: number) =>
    and(
      eq(products.sellerId, sellerId),
      isNull(products.archivedAt),
      productId === undefined ? undefined : eq(products.id, productId),
    );

  async function ownProducts(sellerId: number, productId?: number): Promise<ProductResponse[]> {
    const rows = await db
      .select({ product: products, businessName: sellers.businessName })
      .from(products)
      .innerJoin(sellers, eq(sellers.id, products.sellerId))
      .where(own(sellerId, productId))
      .orderBy(desc(products.createdAt), desc(products.id));
    return catalog.toResponses(rows);
  }
  async function ownProduct(sellerId: number, productId: number): Promise<ProductResponse> {
    const [product] = await ownProducts(sellerId, productId);
    if (!product) throw notFound(PRODUCT_NOT_FOUND);
    return product;
  }

  /**
   * Only an ACTIVE shop publishes. The guard already refuses suspended, banned… sellers with their
   * reason; a seller still PENDING_VERIFICATION may sign in and set up the shop, but not sell yet.
   */
  async function assertMayPublish(sellerId: number) {
    const [row] = await db
      .select({ status: sellers.accountStatus })
      .from(sellers)
      .where(eq(sellers.id, sellerId));
    const status: SellerStatus | undefined = row?.status;
    if (status === 'ACTIVE') return;
    throw forbidden(
      status === 'PENDING_VERIFICATION' ? SELLER_PRODUCT_MESSAGES.pending : SELLER_PRODUCT_MESSAGES.notActive,
    );
  }

  /** The specifications under the level-2 category's rules (trimmed, only the known keys), else 400. */
  function checkedSpecs(level2: string, specs: Record<string, unknown>): ProductSpecs {
    const result = specsSchemaFor(level2).safeParse(specs);
    if (!result.success) throw badRequest(result.error.issues[0]!.message);
    return result.data;
  }

  /**
   * The level-3 category's row id, when category → category2 → category3 is a path of the tree. category3
   * may be the original client's id: category2 tells apart one it repeats under two parents.
   */
  async function leafCategory(chain: { category: string; category2: string; category3: string }) {
    const { bySlug } = await catalog.categoryTree();
    const leafId = ourCategoryId(chain.category3, chain.category2);
    const [top, middle, leaf] = [chain.category, chain.category2, leafId].map((slug) => {
      const node = bySlug.get(slug);
      if (!node) throw badRequest(SELLER_PRODUCT_MESSAGES.unknownCategory(slug));
      return node;
    });
    const isPath =
      top!.level === 1 &&
      middle!.level === 2 &&
      leaf!.level === 3 &&
      middle!.parentCategoryId === top!.categoryId &&
      leaf!.parentCategoryId === middle!.categoryId;
    if (!isPath) throw badRequest(SELLER_PRODUCT_MESSAGES.categoryChain);
    return leaf!.id;
  }

  function assertImages(images: string[]) {
    if (!images.every((url) => isAllowedImageUrl(url, media)))
      throw badRequest(SELLER_PRODUCT_MESSAGES.imageHost);
  }

  return {
    /** Newest first, hidden and sold-out ones included: the seller manages them all. */
    list: (sellerId: number) => ownProducts(sellerId),

    async create(sellerId: number, body: CreateProductBody): Promise<ProductResponse> {
      await assertMayPublish(sellerId);
      const categoryId = await leafCategory(body);
      const specs = checkedSpecs(body.category2, body.specs);
      assertImages(body.images);
      const mrpPriceCents = toCents(body.mrpPrice);
      const sellingPriceCents = toCents(body.sellingPrice);
      // The search_vector trigger (migration 0001) indexes the new row in this same statement.
      const [created] = await db
        .insert(products)
        .values({
          sellerId,
          categoryId,
          title: body.title,
          description: body.description,
          mrpPriceCents,
          sellingPriceCents,
          discountPercent: discountPercent(mrpPriceCents, sellingPriceCents),
          quantity: body.quantity,
          color: body.color,
          sizes: body.sizes,
          images: body.images,
          specs,
        })
        .returning({ id: products.id });
      changes.publish('products');
      return ownProduct(sellerId, created!.id);
    },

    async update(sellerId: number, productId: number, body: UpdateProductBody): Promise<ProductResponse> {
      const { category, category2, category3, mrpPrice, sellingPrice, specs, ...fields } = body;
      const categoryId =
        category && category2 && category3
          ? await leafCategory({ category, category2, category3 })
          : undefined;
      if (body.images) assertImages(body.images);
      await db.transaction(async (tx) => {
        // Locked, so two edits of the prices cannot together leave selling above mrp.
        const [current] = await tx
          .select({
            mrp: products.mrpPriceCents,
            selling: products.sellingPriceCents,
            categoryId: products.categoryId,
          })
          .from(products)
          .where(own(sellerId, productId))
          .for('update');
        if (!current) throw notFound(PRODUCT_NOT_FOUND);
        // The specifications follow the level-2 category: given ones are checked against it, and a move
        // to another level-2 category without new ones clears the old ones.
        const { byId } = await catalog.categoryTree();
        const level2Before = byId.get(current.categoryId)!.parentCategoryId!;
        const level2 = category2 ?? level2Before;
        const newSpecs =
          specs !== undefined ? checkedSpecs(level2, specs) : level2 !== level2Before ? {} : undefined;
        const mrpPriceCents = mrpPrice === undefined ? current.mrp : toCents(mrpPrice);
        const sellingPriceCents = sellingPrice === undefined ? current.selling : toCents(sellingPrice);
        if (sellingPriceCents > mrpPriceCents) throw badRequest(PRODUCT_MESSAGES.sellingAboveMrp);
        await tx
          .update(products)
          .set({
            ...fields,
            categoryId,
            specs: newSpecs,
            mrpPriceCents,
            sellingPriceCents,
            discountPercent: discountPercent(mrpPriceCents, sellingPriceCents),
          })
          .where(own(sellerId, productId));
      });
      changes.publish('products');
      return ownProduct(sellerId, productId);
    },

    /**
     * The seller's in-stock switch (a toggle, no body: product.md#calls). It flips what shoppers see: a
     * product shown in stock is switched off; one shown sold out is switched on, unless it has no units,
     * which the seller must add first (in Inventario).
     */
    async toggleStock(sellerId: number, productId: number): Promise<ProductResponse> {
      // One conditional update, no read first: PostgreSQL runs concurrent updates of the row one after
      // the other and each flips what the previous one wrote, so N toggles at once end as N flips would.
      const [flipped] = await db
        .update(products)
        .set({ inStock: sql`not (${products.inStock} and ${products.quantity} > 0)` })
        .where(and(own(sellerId, productId), ne(products.quantity, 0)))
        .returning({ inStock: products.inStock, quantity: products.quantity });
      if (!flipped) {
        // Nothing flipped: either it is not the seller's, or it has no units.
        const [exists] = await db.select({ id: products.id }).from(products).where(own(sellerId, productId));
        throw exists ? conflict(SELLER_PRODUCT_MESSAGES.noUnits) : notFound(PRODUCT_NOT_FOUND);
      }
      changes.publish('products');
      // The state this call set, even if a concurrent toggle flipped it again before the read.
      return {
        ...(await ownProduct(sellerId, productId)),
        in_stock: flipped.inStock && flipped.quantity > 0,
      };
    },

    /**
     * Deletes the product, unless it was ever ordered: order_items refuses the delete (ON DELETE RESTRICT,
     * migration 0005), and the product is archived instead. Asking the database keeps the catalogue out of
     * the orders' tables, and an order paid at the same moment cannot slip between a check and the delete.
     */
    async remove(sellerId: number, productId: number): Promise<{ message: string; archived: boolean }> {
      try {
        const deleted = await db
          .delete(products)
          .where(own(sellerId, productId))
          .returning({ id: products.id });
        if (deleted.length === 0) throw notFound(PRODUCT_NOT_FOUND);
        changes.publish('products');
        return { message: SELLER_PRODUCT_MESSAGES.deleted, archived: false };
      } catch (err) {
        // A foreign key refused the delete: ON DELETE RESTRICT, or NO ACTION.
        if (!hasPgCode(err, PG.restrictViolation, PG.foreignKeyViolation)) throw err;
      }
      const archived = await db
        .update(products)
        .set({ archivedAt: new Date() })
        .where(own(sellerId, productId))
        .returning({ id: products.id });
      if (archived.length === 0) throw notFound(PRODUCT_NOT_FOUND);
      changes.publish('products');
      return { message: SELLER_PRODUCT_MESSAGES.archived, archived: true };
    },
  };
}
export type SellerProductsService = ReturnType<typeof createSellerProductsService>;
