/** A seller publishes and edits products: category chain, specifications, images and prices checked. */
import {
  type CreateProductBody,
  PRODUCT_MESSAGES,
  type ProductResponse,
  type ProductSpecs,
  specsSchemaFor,
  type UpdateProductBody,
} from '@tecnobazar/shared';
import { ourCategoryId } from '@tecnobazar/shared/constants/original-client-aliases';
import { eq } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { hasPgCode, PG } from '../../db/pg-errors.ts';
import { offers, products } from '../../db/schema/catalog.ts';
import type { ChangeFeed } from '../../lib/change-feed.ts';
import { badRequest, conflict, notFound } from '../../lib/errors.ts';
import { discountPercent, toCents } from '../../lib/money.ts';
import { isAllowedImageUrl } from '../../lib/storage/image-urls.ts';
import type { SellersService } from '../sellers/sellers.service.ts';
import type { CatalogService } from './catalog.service.ts';
import { type OwnProducts, own } from './own-products.ts';
import { proposeChange, proposeNew } from './product-revisions.ts';
import { PRODUCT_NOT_FOUND, type ProductRow } from './products.ts';
import { SELLER_PRODUCT_MESSAGES } from './seller-product-messages.ts';
import { refreshBuyBoxes } from './stock.ts';

export interface SellerProductsDeps {
  db: Db;
  catalog: CatalogService;
  /** Whether the seller may publish, and whether its proposals skip review (the sellers module's rules). */
  sellerAccounts: Pick<SellersService, 'assertMayPublish' | 'isTrusted'>;
  /** Told after every committed write, so every instance drops its cached listing counts. */
  changes: ChangeFeed;
  /** Where product images may live (lib/storage/image-urls.ts). */
  media: Pick<Config, 'PUBLIC_URL' | 'CLOUDINARY_CLOUD_NAME'>;
}

/** The maker as the specifications name it, kept on the product for the model's uniqueness. */
const brandOf = (specs: ProductSpecs): string | null =>
  typeof specs.brand === 'string' && specs.brand.trim() !== '' ? specs.brand.trim() : null;

/** JSON with object keys sorted: PostgreSQL's jsonb keeps its own key order. */
const canonical = (value: unknown): string =>
  JSON.stringify(value, (_, v) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => a.localeCompare(b)))
      : v,
  );

/** The fields whose value differs from the product's: the spec's client sends the whole product back. */
function changedFields<T extends Partial<ProductRow>>(product: ProductRow, fields: T): Partial<T> {
  return Object.fromEntries(
    Object.entries(fields).filter(
      ([key, value]) =>
        value !== undefined && canonical(value) !== canonical(product[key as keyof ProductRow]),
    ),
  ) as Partial<T>;
}

/** A second live product of one maker's model is refused with a way forward (products_model_key). */
async function modelUnique<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (err) {
    if (hasPgCode(err, PG.uniqueViolation)) throw conflict(SELLER_PRODUCT_MESSAGES.modelTaken);
    throw err;
  }
}

export function createSellerProductEdits(
  { db, catalog, sellerAccounts, changes, media }: SellerProductsDeps,
  { ownProduct }: OwnProducts,
) {
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
    /** A new product and its founding offer, which shares its id (migration 0033). */
    async create(sellerId: number, body: CreateProductBody): Promise<ProductResponse> {
      await sellerAccounts.assertMayPublish(sellerId);
      const categoryId = await leafCategory(body);
      const specs = checkedSpecs(body.category2, body.specs);
      assertImages(body.images);
      const prices = {
        mrpPriceCents: toCents(body.mrpPrice),
        sellingPriceCents: toCents(body.sellingPrice),
        discountPercent: discountPercent(toCents(body.mrpPrice), toCents(body.sellingPrice)),
        quantity: body.quantity,
      };
      const trusted = await sellerAccounts.isTrusted(sellerId);
      const productId = await modelUnique(() =>
        db.transaction(async (tx) => {
          // The search_vector trigger (migration 0001) indexes the new row in this same statement. The
          // prices are the buy box's copy, which refreshBuyBoxes rewrites from the offer.
          const [created] = await tx
            .insert(products)
            .values({
              sellerId,
              categoryId,
              title: body.title,
              description: body.description,
              ...prices,
              color: body.color,
              sizes: body.sizes,
              images: body.images,
              specs,
              brand: brandOf(specs),
              modelNumber: body.modelNumber ?? null,
              vatPercent: body.vatPercent,
              // Shoppers see it once approved; a trusted shop's is approved at once (decision 0028).
              status: trusted ? 'APPROVED' : 'PENDING',
            })
            .returning();
          await tx.insert(offers).values({ id: created!.id, productId: created!.id, sellerId, ...prices });
          await proposeNew(tx, created!, sellerId, trusted);
          await refreshBuyBoxes(tx, [created!.id]);
          return created!.id;
        }),
      );
      changes.publish('products');
      return ownProduct(sellerId, productId);
    },

    /** The offer's prices and stock, and its product's fields, in one transaction. */
    async update(sellerId: number, offerId: number, body: UpdateProductBody): Promise<ProductResponse> {
      const { category, category2, category3, mrpPrice, sellingPrice, specs, quantity, ...fields } = body;
      const categoryId =
        category && category2 && category3
          ? await leafCategory({ category, category2, category3 })
          : undefined;
      if (body.images) assertImages(body.images);
      await modelUnique(() =>
        db.transaction(async (tx) => {
          // Locked (the offer, then its product: the order every writer keeps), so two edits of the prices
          // cannot together leave selling above mrp.
          const [current] = await tx
            .select({
              mrp: offers.mrpPriceCents,
              selling: offers.sellingPriceCents,
              productId: offers.productId,
              product: products,
            })
            .from(offers)
            .innerJoin(products, eq(products.id, offers.productId))
            .where(own(sellerId, offerId))
            .for('update', { of: offers });
          if (!current) throw notFound(PRODUCT_NOT_FOUND);
          // The specifications follow the level-2 category: given ones are checked against it, and a move
          // to another level-2 category without new ones clears the old ones.
          const { byId } = await catalog.categoryTree();
          const level2Before = byId.get(current.product.categoryId)!.parentCategoryId!;
          const level2 = category2 ?? level2Before;
          const newSpecs =
            specs !== undefined ? checkedSpecs(level2, specs) : level2 !== level2Before ? {} : undefined;
          const mrpPriceCents = mrpPrice === undefined ? current.mrp : toCents(mrpPrice);
          const sellingPriceCents = sellingPrice === undefined ? current.selling : toCents(sellingPrice);
          if (sellingPriceCents > mrpPriceCents) throw badRequest(PRODUCT_MESSAGES.sellingAboveMrp);
          await tx
            .update(offers)
            .set({
              mrpPriceCents,
              sellingPriceCents,
              discountPercent: discountPercent(mrpPriceCents, sellingPriceCents),
              quantity,
            })
            .where(eq(offers.id, offerId));
          const productFields = changedFields(current.product, {
            ...fields,
            categoryId,
            specs: newSpecs,
            ...(newSpecs && { brand: brandOf(newSpecs) }),
          });
          // A change to the product's page is a proposal: it may wait for review (product-revisions.ts).
          if (Object.keys(productFields).length > 0)
            await proposeChange(tx, {
              product: current.product,
              sellerId,
              fields: productFields,
              trusted: await sellerAccounts.isTrusted(sellerId, tx),
            });
          await refreshBuyBoxes(tx, [current.productId]);
        }),
      );
      changes.publish('products');
      return ownProduct(sellerId, offerId);
    },
  };
}
