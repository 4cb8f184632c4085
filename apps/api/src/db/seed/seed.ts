/**
 * Demo seed (product.md#demo-data). Idempotent:
 * - always upserts the category tree and the admin accounts;
 * - inserts sellers, products, home categories, deals, coupons, demo customers and reviews only when the
 *   products table is empty (rows that already exist by a unique key are left as they are).
 * Everything runs in one transaction, one INSERT per table; seedDemo lists the steps in order (sellers,
 * customers, products, reviews, home tiles and deals, coupons), one function each.
 */

import { type OfferCondition, variantLabel } from '@tecnobazar/shared';
import { CATEGORIES, type CategoryEntry, findCategory } from '@tecnobazar/shared/constants/categories';
import { eq, inArray, sql } from 'drizzle-orm';
import { calendarDate } from '../../lib/dates.ts';
import { discountPercent } from '../../lib/money.ts';
import { businessNameKey } from '../../modules/sellers/business-name.ts';
import { syncAdmins } from '../../modules/users/users.service.ts';
import type { Db, DbOrTx } from '../client.ts';
import {
  addresses,
  categories,
  coupons,
  deals,
  homeCategories,
  offers,
  productRevisions,
  products,
  productVariants,
  reviews,
  sellerShipping,
  sellerShippingDepartments,
  sellers,
  users,
} from '../schema/index.ts';
import {
  buildDemoProducts,
  DEMO_COUPONS,
  DEMO_CUSTOMERS,
  DEMO_HOME_CATEGORIES,
  DEMO_REVIEWS,
  DEMO_SELLERS,
  type DemoProduct,
  demoHomeImageUrls,
} from './demo-catalog.ts';
import { DEMO_SHIPPING } from './demo-shipping.ts';

export interface SeedOptions {
  adminEmails: string[];
  log?: (msg: string) => void;
  /** "Today" for coupon dates and product ages; defaults to the current time. */
  now?: Date;
  /** Time zone the coupon calendar dates are computed in; defaults to America/Bogota. */
  timeZone?: string;
}

/**
 * Upserts the fixed category tree (insert … on conflict (category_id) do update), level by level so each
 * row can point at its parent's id. Returns slug → id for every category.
 */
export async function seedCategories(db: DbOrTx): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  for (const level of [1, 2, 3] as const) {
    const rows = CATEGORIES.filter((c) => c.level === level).map((c: CategoryEntry) => ({
      categoryId: c.categoryId,
      name: c.name,
      level: c.level,
      parentId: c.parentCategoryId === null ? null : ids.get(c.parentCategoryId)!,
    }));
    if (rows.length === 0) continue;
    const inserted = await db
      .insert(categories)
      .values(rows)
      .onConflictDoUpdate({
        target: categories.categoryId,
        set: {
          name: sql`excluded.name`,
          level: sql`excluded.level`,
          parentId: sql`excluded.parent_id`,
        },
      })
      .returning({ id: categories.id, categoryId: categories.categoryId });
    for (const r of inserted) ids.set(r.categoryId, r.id);
  }
  return ids;
}

export async function seedDemo(db: Db, opts: SeedOptions): Promise<{ seeded: boolean }> {
  const log = opts.log ?? (() => {});
  const now = opts.now ?? new Date();
  const timeZone = opts.timeZone ?? 'America/Bogota';

  return db.transaction(async (tx) => {
    // Serialises concurrent seeders (several API instances starting at once).
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('tecnobazar:seed'))`);

    const categoryIds = await seedCategories(tx);
    const admins = await syncAdmins(tx, opts.adminEmails);
    log(`Semilla: ${categoryIds.size} categorías y ${admins} administrador(es) actualizados.`);

    const existing = await tx.select({ id: products.id }).from(products).limit(1);
    if (existing.length > 0) {
      log('Semilla: el catálogo ya tiene productos; no se insertan datos de demostración.');
      return { seeded: false };
    }

    // The steps in this order: each one's rows get the next ids, and later steps use earlier ones' ids.
    const sellerIds = await seedSellers(tx, now);
    await seedShipping(tx, sellerIds);
    const customerIds = await seedCustomers(tx);
    const catalogue = buildDemoProducts();
    const productIds = await seedProducts(tx, { catalogue, sellerIds, categoryIds, now });
    const moreOffers = await seedMoreOffers(tx, [...sellerIds.values()]);
    await seedVariants(tx, [...sellerIds.values()]);
    await seedProposals(tx, sellerIds.get(PROPOSING_SHOP)!, now);
    const reviewCount = await seedReviews(tx, { productIds, customerIds, now });
    const home = await seedHome(tx, catalogue);
    await seedCoupons(tx, { now, timeZone });

    log(
      `Semilla: ${sellerIds.size} vendedores, ${catalogue.length} productos, ${home.tiles} categorías de inicio, ` +
        `${home.deals} ofertas, ${moreOffers} publicaciones de otras tiendas, ${DEMO_COUPONS.length} cupones, ${customerIds.size} clientes y ${reviewCount} reseñas de demostración.`,
    );
    return { seeded: true };
  });
}

/**
 * The demo sellers (an e-mail or a shop name that already exists keeps its row); their names are taken as
 * any shop's. Returns e-mail → id.
 */
async function seedSellers(tx: DbOrTx, now: Date): Promise<Map<string, number>> {
  await tx
    .insert(sellers)
    .values(
      DEMO_SELLERS.map((s) => ({
        ...s,
        businessNameKey: businessNameKey(s.businessName),
        accountStatus: 'ACTIVE' as const,
        emailVerified: true,
        // Trusted shops publish without the catalogue's review; the one left out has proposals waiting.
        trustedAt: s.email === PROPOSING_SHOP ? null : now,
      })),
    )
    .onConflictDoNothing();
  const sellerRows = await tx
    .select({ id: sellers.id, email: sellers.email })
    .from(sellers)
    .where(
      inArray(
        sellers.email,
        DEMO_SELLERS.map((s) => s.email),
      ),
    );
  return new Map(sellerRows.map((r) => [r.email, r.id]));
}

/** The demo shops' shipping rates, for the shops seeded now (one insert per table). */
async function seedShipping(tx: DbOrTx, sellerIds: Map<string, number>): Promise<void> {
  const rates = DEMO_SHIPPING.filter((r) => sellerIds.has(r.email));
  if (rates.length === 0) return;
  await tx
    .insert(sellerShipping)
    .values(
      rates.map((r) => ({
        sellerId: sellerIds.get(r.email)!,
        defaultRateCents: r.defaultRateCents,
        freeFromCents: r.freeFromCents,
      })),
    )
    .onConflictDoNothing();
  await tx
    .insert(sellerShippingDepartments)
    .values(rates.flatMap((r) => r.departments.map((d) => ({ sellerId: sellerIds.get(r.email)!, ...d }))))
    .onConflictDoNothing();
}

/** The demo customers, and the address of those that have none yet. Returns e-mail → id. */
async function seedCustomers(tx: DbOrTx): Promise<Map<string, number>> {
  await tx
    .insert(users)
    .values(DEMO_CUSTOMERS.map((c) => ({ email: c.email, fullName: c.fullName, mobile: c.mobile })))
    .onConflictDoNothing({ target: users.email });
  const customerRows = await tx
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(
      inArray(
        users.email,
        DEMO_CUSTOMERS.map((c) => c.email),
      ),
    );
  const customerIds = new Map(customerRows.map((r) => [r.email, r.id]));
  const addressRows = DEMO_CUSTOMERS.flatMap((c) =>
    c.address && customerIds.has(c.email) ? [{ userId: customerIds.get(c.email)!, ...c.address }] : [],
  );
  if (addressRows.length > 0) {
    const withAddress = addressRows.map((a) => a.userId);
    const already = await tx
      .select({ userId: addresses.userId })
      .from(addresses)
      .where(inArray(addresses.userId, withAddress));
    const have = new Set(already.map((a) => a.userId));
    const fresh = addressRows.filter((a) => !have.has(a.userId));
    if (fresh.length > 0) await tx.insert(addresses).values(fresh);
  }
  return customerIds;
}

/**
 * The demo products, with their rating totals computed from the demo reviews (seedReviews adds those
 * reviews without touching the totals). Returns title → id and seller.
 */
async function seedProducts(
  tx: DbOrTx,
  {
    catalogue,
    sellerIds,
    categoryIds,
    now,
  }: {
    catalogue: DemoProduct[];
    sellerIds: Map<string, number>;
    categoryIds: Map<string, number>;
    now: Date;
  },
): Promise<Map<string, { id: number; sellerId: number }>> {
  const ratingByTitle = new Map<string, { count: number; sum: number }>();
  for (const r of DEMO_REVIEWS) {
    const agg = ratingByTitle.get(r.productTitle) ?? { count: 0, sum: 0 };
    agg.count++;
    agg.sum += r.ratingHalves;
    ratingByTitle.set(r.productTitle, agg);
  }
  const productRows = catalogue.map((p) => {
    const rating = ratingByTitle.get(p.title);
    return {
      sellerId: sellerIds.get(p.sellerEmail)!,
      categoryId: categoryIds.get(p.categoryId)!,
      title: p.title,
      description: p.description,
      mrpPriceCents: p.mrpPriceCents,
      sellingPriceCents: p.sellingPriceCents,
      discountPercent: discountPercent(p.mrpPriceCents, p.sellingPriceCents),
      quantity: p.quantity,
      inStock: p.inStock,
      color: p.color,
      images: p.images,
      sizes: p.sizes,
      specs: p.specs,
      // The maker, as a seller's form keeps it: what a model number is unique within.
      brand: typeof p.specs.brand === 'string' ? p.specs.brand : null,
      numRatings: rating?.count ?? 0,
      ratingHalvesSum: rating?.sum ?? 0,
      createdAt: new Date(now.getTime() - p.ageHours * 3_600_000),
      updatedAt: new Date(now.getTime() - p.ageHours * 3_600_000),
    };
  });
  const insertedProducts = await tx
    .insert(products)
    .values(productRows)
    .returning({ id: products.id, title: products.title, sellerId: products.sellerId });
  // Each product is sold through its founding offer (migration 0033), which takes its price and stock.
  await tx.execute(sql`select add_founding_offers()`);
  return new Map(insertedProducts.map((p) => [p.title, { id: p.id, sellerId: p.sellerId }]));
}

/** The demo shop that is not trusted: two of its proposals wait in 'Aprobación de productos'. */
const PROPOSING_SHOP = 'ventas@pixelstore.tecnobazar.local';
const LONG_AGO_MS = 500 * 24 * 3_600_000;

/**
 * Two new products the untrusted shop proposed, waiting for review (decision 0028, section 5): copies of
 * two of its products with a newer model's name. Dated long ago, so its lists show them last.
 */
async function seedProposals(tx: DbOrTx, sellerId: number, now: Date): Promise<void> {
  const models = await tx
    .select()
    .from(products)
    .where(eq(products.sellerId, sellerId))
    .orderBy(products.id)
    .limit(2);
  const createdAt = new Date(now.getTime() - LONG_AGO_MS);
  const proposed = await tx
    .insert(products)
    .values(
      models.map(({ id: _, listed: _l, buyBoxOfferId: _b, ...p }) => ({
        ...p,
        title: `${p.title} (nueva edición)`,
        modelNumber: null,
        status: 'PENDING' as const,
        numRatings: 0,
        ratingHalvesSum: 0,
        createdAt,
        updatedAt: createdAt,
      })),
    )
    .returning();
  await tx.execute(sql`select add_founding_offers()`);
  await tx.insert(productRevisions).values(
    proposed.map((p) => ({
      productId: p.id,
      sellerId,
      kind: 'NEW' as const,
      changes: {
        title: p.title,
        description: p.description,
        images: p.images,
        specs: p.specs,
        categoryId: p.categoryId,
      },
      createdAt,
    })),
  );
}

/** Every 12th product (about 20) is also sold by the next shop, and every third of those used by another. */
const MORE_OFFERS_EVERY = 12;
/** Above any shop's rate to ship one unit, so these offers never take a founding offer's buy box. */
const ABOVE_ANY_SHIPPING_CENTS = 2_500_000;

/**
 * Demo products sold by several shops (decision 0028): a second shop's new unit a little dearer, and now
 * and then a third shop's used one, cheaper but second to new ones. The founding offers keep every buy
 * box, so the demo's sellers and orders read as before. Returns how many offers it added.
 */
async function seedMoreOffers(tx: DbOrTx, sellerIds: number[]): Promise<number> {
  const founding = await tx.select().from(offers).orderBy(offers.id);
  const rows = founding
    .filter((_, i) => i % MORE_OFFERS_EVERY === 3)
    .flatMap((o, i) => {
      const shop = (step: number) => sellerIds[(sellerIds.indexOf(o.sellerId) + step) % sellerIds.length]!;
      const dearer = Math.round((o.sellingPriceCents * 1.03 + ABOVE_ANY_SHIPPING_CENTS) / 10_000) * 10_000;
      const used = Math.round((o.sellingPriceCents * 0.7) / 10_000) * 10_000;
      const offer = (sellerId: number, condition: OfferCondition, selling: number, quantity: number) => {
        const mrp = Math.max(o.mrpPriceCents, selling);
        return {
          productId: o.productId,
          sellerId,
          condition,
          mrpPriceCents: mrp,
          sellingPriceCents: selling,
          discountPercent: discountPercent(mrp, selling),
          quantity,
          warrantyMonths: condition === 'NUEVO' ? 12 : 3,
          // Older than every founding offer: the shops' own lists show them last.
          createdAt: new Date(Date.now() - LONG_AGO_MS),
        };
      };
      return [offer(shop(1), 'NUEVO', dearer, 8), ...(i % 3 === 0 ? [offer(shop(2), 'USADO', used, 1)] : [])];
    });
  if (rows.length === 0) return 0;
  const added = await tx.insert(offers).values(rows).returning({ productId: offers.productId });
  await tx.execute(
    sql`select refresh_buy_box(${`{${[...new Set(added.map((a) => a.productId))].join(',')}}`}::bigint[])`,
  );
  return added.length;
}

/**
 * Two demo products sold in variants (decision 0028, step 6): a DDR5 kit in 32 GB and 16 GB, and an NVMe
 * drive in 1 TB and 2 TB. The product as seeded is the first variant; the second is sold by its shop and
 * the next one. The titles lose the capacity, which the variant now says.
 */
const DEMO_VARIANTS = [
  {
    title: 'Memoria RAM Corsair Vengeance RGB 32GB DDR5 6000 MHz',
    newTitle: 'Memoria RAM Corsair Vengeance RGB DDR5 6000 MHz',
    level2: 'ram',
    base: { capacityGb: 32 },
    more: { capacityGb: 16 },
    modelNumber: 'CMH16GX5M2E6000C36',
    priceFactor: 0.55,
  },
  {
    title: 'Unidad SSD NVMe Kingston NV2 1TB PCIe 4.0',
    newTitle: 'Unidad SSD NVMe Kingston NV2 PCIe 4.0',
    level2: 'ssd_drives',
    base: { capacityGb: 1000 },
    more: { capacityGb: 2000 },
    modelNumber: 'SNV2S/2000G',
    priceFactor: 1.8,
  },
];

async function seedVariants(tx: DbOrTx, sellerIds: number[]): Promise<void> {
  for (const v of DEMO_VARIANTS) {
    const [product] = await tx.select().from(products).where(eq(products.title, v.title));
    if (!product) continue;
    const [base, more] = await tx
      .insert(productVariants)
      .values([
        {
          productId: product.id,
          axes: v.base,
          label: variantLabel(v.level2, v.base),
          modelNumber: product.modelNumber,
          position: 0,
        },
        {
          productId: product.id,
          axes: v.more,
          label: variantLabel(v.level2, v.more),
          modelNumber: v.modelNumber,
          position: 1,
        },
      ])
      .returning({ id: productVariants.id });
    await tx.update(offers).set({ variantId: base!.id }).where(eq(offers.productId, product.id));
    await tx
      .update(products)
      .set({ title: v.newTitle, variantAxes: Object.keys(v.base) })
      .where(eq(products.id, product.id));
    const selling = Math.round((product.sellingPriceCents * v.priceFactor) / 10_000) * 10_000;
    const mrp = Math.round((product.mrpPriceCents * v.priceFactor) / 10_000) * 10_000;
    const next = sellerIds[(sellerIds.indexOf(product.sellerId!) + 1) % sellerIds.length]!;
    // The second shop asks $20.000 more, so the product's own shop keeps the variant's buy box.
    const offered = [product.sellerId!, next].map((sellerId, i) => {
      const price = selling + i * 2_000_000;
      const listPrice = Math.max(mrp, price);
      return {
        productId: product.id,
        variantId: more!.id,
        sellerId,
        mrpPriceCents: listPrice,
        sellingPriceCents: price,
        discountPercent: discountPercent(listPrice, price),
        quantity: 6,
      };
    });
    await tx.insert(offers).values(offered);
    await tx.execute(sql`select refresh_variant_values(${product.id})`);
    await tx.execute(sql`select refresh_buy_box(array[${product.id}]::bigint[])`);
  }
}

/** The demo reviews, one a day back from `now` (their totals are already on the products). Returns how many. */
async function seedReviews(
  tx: DbOrTx,
  {
    productIds,
    customerIds,
    now,
  }: {
    productIds: Map<string, { id: number; sellerId: number }>;
    customerIds: Map<string, number>;
    now: Date;
  },
): Promise<number> {
  const reviewRows = DEMO_REVIEWS.map((r, i) => {
    const product = productIds.get(r.productTitle)!;
    return {
      productId: product.id,
      sellerId: product.sellerId,
      userId: customerIds.get(r.customerEmail)!,
      reviewText: r.reviewText,
      ratingHalves: r.ratingHalves,
      createdAt: new Date(now.getTime() - (i + 1) * 26 * 3_600_000),
    };
  });
  if (reviewRows.length > 0) await tx.insert(reviews).values(reviewRows);
  return reviewRows.length;
}

/**
 * The home page's tiles and, on its deal tiles, deals at the best discount of their category's demo
 * products; nothing when an admin already set some tiles up. Returns how many of each it added.
 */
async function seedHome(tx: DbOrTx, catalogue: DemoProduct[]): Promise<{ tiles: number; deals: number }> {
  const homeExisting = await tx.select({ id: homeCategories.id }).from(homeCategories).limit(1);
  if (homeExisting.length > 0) return { tiles: 0, deals: 0 };
  const positions = new Map<string, number>();
  const images = demoHomeImageUrls();
  const homeRows = DEMO_HOME_CATEGORIES.map((h, i) => {
    const position = positions.get(h.section) ?? 0;
    positions.set(h.section, position + 1);
    const cat = findCategory(h.categoryId);
    return {
      name: h.name,
      image: images[i]!,
      categoryId: h.categoryId,
      section: h.section,
      parentCategoryId: cat?.parentCategoryId ?? null,
      position,
    };
  });
  const insertedHome = await tx.insert(homeCategories).values(homeRows).returning({
    id: homeCategories.id,
    section: homeCategories.section,
    categoryId: homeCategories.categoryId,
  });
  const bestDiscount = bestDiscountByCategory(catalogue);
  const dealRows = DEMO_HOME_CATEGORIES.flatMap((h) => {
    const discount = bestDiscount.get(h.categoryId);
    if (h.section !== 'DEALS' || !h.deal || discount === undefined) return [];
    const home = insertedHome.find((r) => r.section === 'DEALS' && r.categoryId === h.categoryId);
    return home ? [{ discount, homeCategoryId: home.id }] : [];
  });
  if (dealRows.length > 0) await tx.insert(deals).values(dealRows);
  return { tiles: insertedHome.length, deals: dealRows.length };
}

/** The demo coupons, dated from `now` in `timeZone` (a code that already exists keeps its row). */
async function seedCoupons(tx: DbOrTx, { now, timeZone }: { now: Date; timeZone: string }): Promise<void> {
  await tx
    .insert(coupons)
    .values(
      DEMO_COUPONS.map((c) => ({
        code: c.code,
        discountPercentage: c.discountPercentage,
        minimumOrderValueCents: c.minimumOrderValuePesos * 100,
        validityStartDate: calendarDate(now, timeZone, c.startOffsetDays),
        validityEndDate: calendarDate(now, timeZone, c.endOffsetDays),
        active: c.active,
      })),
    )
    .onConflictDoNothing();
}

/** The best discount (%) of the demo products in each category, a product counting in its category's ancestors too. */
function bestDiscountByCategory(
  catalogue: readonly { categoryId: string; mrpPriceCents: number; sellingPriceCents: number }[],
): Map<string, number> {
  const best = new Map<string, number>();
  for (const product of catalogue) {
    const discount = discountPercent(product.mrpPriceCents, product.sellingPriceCents);
    for (let category = findCategory(product.categoryId); category; ) {
      best.set(category.categoryId, Math.max(best.get(category.categoryId) ?? 0, discount));
      category = category.parentCategoryId ? findCategory(category.parentCategoryId) : undefined;
    }
  }
  return best;
}
