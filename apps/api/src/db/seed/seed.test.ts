import { specAttributesOf, specsSchemaFor } from '@tecnobazar/shared';
import { findBank } from '@tecnobazar/shared/constants/banks';
import { COLORS } from '@tecnobazar/shared/constants/catalog';
import { CATEGORIES } from '@tecnobazar/shared/constants/categories';
import {
  BUILD_RULES,
  COMPATIBILITY_RULES,
  compatibilityReport,
} from '@tecnobazar/shared/specs/compatibility';
import { taxIdError } from '@tecnobazar/shared/tax-id';
import { count, eq, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_IMAGE_KEY_RE, isValidDemoImageKey } from '../../modules/media/demo-image.ts';
import { businessNameKey } from '../../modules/sellers/business-name.ts';
import { createDatabase, type Database, type Db } from '../client.ts';
import {
  categories,
  coupons,
  deals,
  homeCategories,
  products,
  reviews,
  sellers,
  users,
} from '../schema/index.ts';
import { buildDemoProducts, DEMO_CUSTOMER_EMAIL } from './demo-catalog.ts';
import { seedCategories, seedDemo } from './seed.ts';

const T = { timeout: 30_000 };

async function counts(db: Db) {
  const n = async (table: PgTable) => {
    const [row] = await db.select({ n: count() }).from(table);
    return row!.n;
  };
  return {
    categories: await n(categories),
    products: await n(products),
    sellers: await n(sellers),
    users: await n(users),
    homeCategories: await n(homeCategories),
    deals: await n(deals),
    coupons: await n(coupons),
    reviews: await n(reviews),
  };
}

describe('demo catalogue data', () => {
  it('builds unique, valid products in every level-2 category', () => {
    const list = buildDemoProducts();
    expect(list.length).toBeGreaterThanOrEqual(156);
    expect(new Set(list.map((p) => p.title)).size).toBe(list.length);
    const colourNames = new Set(COLORS.map((c) => c.name));
    for (const level2 of CATEGORIES.filter((c) => c.level === 2)) {
      expect(
        list.filter((p) => p.level2 === level2.categoryId).length,
        level2.categoryId,
      ).toBeGreaterThanOrEqual(6);
    }
    // Every product has a picture of its own: no two share their first image.
    expect(new Set(list.map((p) => p.images[0])).size).toBe(list.length);
    for (const p of list) {
      expect(p.sellingPriceCents).toBeLessThanOrEqual(p.mrpPriceCents);
      expect(colourNames.has(p.color), p.color).toBe(true);
      expect(p.images.length).toBeGreaterThanOrEqual(2);
      expect(p.images.length).toBeLessThanOrEqual(3);
      for (const url of p.images) {
        const key = /^\/v1\/media\/demo\/(.+)\.webp$/.exec(url)?.[1];
        expect(key && isValidDemoImageKey(key), url).toBe(true);
        // The key names the product's own model (category-brand-model-hash-colour-variant).
        expect(DEMO_IMAGE_KEY_RE.exec(key ?? '')?.[1], url).toBe(p.categoryId);
      }
      expect(new Set(p.images).size, p.title).toBe(p.images.length);
    }
  });

  it('gives every product specifications that parse for its category, with a brand and most facets filled', () => {
    const list = buildDemoProducts();
    for (const p of list) {
      expect(specsSchemaFor(p.level2).parse(p.specs), p.title).toEqual(p.specs);
      expect(p.specs.brand, p.title).toEqual(expect.any(String));
    }
    for (const level2 of CATEGORIES.filter((c) => c.level === 2)) {
      const inCategory = list.filter((p) => p.level2 === level2.categoryId);
      for (const { key } of specAttributesOf(level2.categoryId).filter((a) => a.facet)) {
        const share = inCategory.filter((p) => p.specs[key] !== undefined).length / inCategory.length;
        const facet = `${level2.categoryId}.${key}`;
        expect(share, facet).toBeGreaterThanOrEqual(0.8);
      }
    }
  });

  it('describes known models truthfully and forms a compatibility set', () => {
    const list = buildDemoProducts();
    const specsOf = (title: string) => list.find((p) => p.title === title)?.specs;
    expect(specsOf('Procesador AMD Ryzen 5 7600X 6 núcleos AM5')).toEqual({
      brand: 'AMD',
      socket: 'AM5',
      cores: 6,
      threads: 12,
      baseGhz: 4.7,
      boostGhz: 5.3,
      tdpW: 105,
      integratedGraphics: true,
      launchYear: 2022,
    });
    expect(specsOf('Memoria RAM Kingston Fury Beast 32GB (2x16GB) DDR5 6000 MHz')).toMatchObject({
      brand: 'Kingston',
      memoryType: 'DDR5',
      capacityGb: 32,
      modules: 2,
      speedMhz: 6000,
      formFactor: 'DIMM',
    });
    expect(specsOf('Fuente de poder MSI MAG A750GL PCIE5 750 W 80 Plus Gold')).toMatchObject({
      brand: 'MSI',
      wattage: 750,
      certification: '80 Plus Gold',
      modular: 'Modular',
    });

    const values = (level2: string, key: string) =>
      new Set(list.filter((p) => p.level2 === level2).map((p) => p.specs[key]));
    for (const level2 of ['processors', 'motherboards'])
      expect([...values(level2, 'socket')], level2).toEqual(expect.arrayContaining(['AM5', 'LGA1700']));
    for (const level2 of ['ram', 'motherboards'])
      expect([...values(level2, 'memoryType')], level2).toEqual(expect.arrayContaining(['DDR4', 'DDR5']));
    for (const level2 of ['motherboards', 'cases'])
      expect([...values(level2, 'formFactor')], level2).toEqual(
        expect.arrayContaining(['Mini-ITX', 'Micro-ATX', 'ATX']),
      );
    expect(values('power_supplies', 'wattage').size).toBeGreaterThanOrEqual(4);
    const gpus = list.filter((p) => p.level2 === 'graphics_cards');
    expect(gpus.filter((p) => p.specs.recommendedPsuW && p.specs.lengthMm).length).toBeGreaterThanOrEqual(4);
  });

  it('has the data every compatibility rule reads, on both sides, so each rule runs on demo parts', () => {
    const parts = buildDemoProducts().map((p, i) => ({
      id: i + 1,
      title: p.title,
      level2: p.level2,
      specs: p.specs,
    }));
    for (const rule of COMPATIBILITY_RULES) {
      const ready = (side: 0 | 1) =>
        parts.filter(
          (p) =>
            p.level2 === rule.between[side] &&
            (rule.applies?.[side]?.(p) ?? true) &&
            rule.needs[side].every((k) => p.specs[k] !== undefined),
        );
      expect(ready(0).length, `${rule.id}: ${rule.between[0]}`).toBeGreaterThan(0);
      expect(ready(1).length, `${rule.id}: ${rule.between[1]}`).toBeGreaterThan(0);
    }
    // A whole build of demo parts: the power, the M.2 and SATA ports and the bays are all checked, and fit.
    const build = [
      'Procesador AMD Ryzen 5 7600X 6 núcleos AM5',
      'Placa base ASUS TUF Gaming B650-PLUS WiFi AM5 ATX',
      'Memoria RAM Kingston Fury Beast 32GB (2x16GB) DDR5 6000 MHz',
      'Tarjeta gráfica MSI GeForce RTX 4060 Ti Ventus 2X 8GB',
      'Fuente de poder Corsair RM850e 850 W 80 Plus Gold modular',
      'Gabinete Corsair 4000D Airflow ATX media torre',
      'Disipador por aire DeepCool AK620 doble torre',
      'Unidad SSD NVMe Kingston NV2 1TB PCIe 4.0',
      'Unidad SSD SATA Samsung 870 EVO 1TB 2.5"',
      'Disco duro interno WD Blue 1TB 7200 rpm SATA 3.5"',
    ].map((title) => parts.find((p) => p.title === title)!);
    const buildRules = new Set(BUILD_RULES.map((r) => r.id));
    const report = compatibilityReport(build);
    expect(report.warnings).toEqual([]);
    expect(report.unchecked.filter((n) => buildRules.has(n.ruleId))).toEqual([]);
  });
});

describe('seedDemo', () => {
  let database: Database;
  let db: Db;

  beforeAll(async () => {
    database = createDatabase({});
    await database.migrate();
    db = database.db;
    // Every migration on a new embedded database: over 30 s on a slow CI host beside the other lanes.
  }, 90_000);

  afterAll(async () => {
    await database?.close();
  });

  it('seeds the demo catalogue', T, async () => {
    const logs: string[] = [];
    const result = await seedDemo(db, { adminEmails: ['admin@tecnobazar.local'], log: (m) => logs.push(m) });
    expect(result).toEqual({ seeded: true });
    expect(logs.length).toBeGreaterThan(0);

    const c = await counts(db);
    expect(c.products).toBeGreaterThanOrEqual(150);
    expect(c.reviews).toBeGreaterThan(0);
    expect(c.coupons).toBeGreaterThanOrEqual(4);

    const active = await db.select({ n: count() }).from(sellers).where(eq(sellers.accountStatus, 'ACTIVE'));
    expect(active[0]!.n).toBeGreaterThanOrEqual(4);
    // The demo shops' names are taken like any shop's (a new shop cannot call itself "megachip cali sas").
    const keys = await db.select({ name: sellers.businessName, key: sellers.businessNameKey }).from(sellers);
    expect(keys.map((k) => k.key)).toEqual(keys.map((k) => businessNameKey(k.name)));
    // Every demo shop can be named on a document and paid: a NIT whose check digit is right, a legal
    // name, its VAT regime, a bank of the list and the account's type.
    const demo = await db.select().from(sellers);
    for (const s of demo) {
      expect(taxIdError(s.taxIdType!, s.gstin), s.email).toBeNull();
      expect(s.legalName, s.email).not.toBe('');
      expect(s.vatResponsible, s.email).not.toBeNull();
      expect(findBank(s.bankCode!)?.code, s.email).toBe(s.bankCode);
      expect(s.bankAccountType, s.email).toMatch(/^(AHORROS|CORRIENTE)$/);
    }

    const sections = await db
      .select({ section: homeCategories.section, n: count() })
      .from(homeCategories)
      .groupBy(homeCategories.section);
    const bySection = Object.fromEntries(sections.map((s) => [s.section, s.n]));
    expect(bySection.GRID).toBe(4);
    expect(bySection.SHOP_BY_CATEGORIES).toBeGreaterThanOrEqual(8);
    expect(bySection.SHOP_BY_CATEGORIES).toBeLessThanOrEqual(12);
    expect(bySection.ELECTRIC_CATEGORIES).toBeGreaterThanOrEqual(6);
    expect(bySection.ELECTRIC_CATEGORIES).toBeLessThanOrEqual(7);
    // Every DEALS tile but one carries a deal: the free one lets an administrator create a deal at once.
    expect(bySection.DEALS).toBe(7);
    expect(c.deals).toBe(6);
    // A deal's 'Hasta N%' is what its category's best product really takes off.
    const dealResult = await db.execute(sql`
      select h.category_id as slug, d.discount as deal, max(p.discount_percent)::int as best
        from deals d
        join home_categories h on h.id = d.home_category_id
        join categories c on c.category_id = h.category_id
        join products p on p.category_id = c.id
       group by h.category_id, d.discount`);
    const dealDiscounts = (dealResult as unknown as { rows: { slug: string; deal: number; best: number }[] })
      .rows;
    expect(dealDiscounts).toHaveLength(6);
    for (const row of dealDiscounts) expect(row.deal, row.slug).toBe(row.best);
    const slugs = new Set(CATEGORIES.map((x) => x.categoryId));
    for (const h of await db.select().from(homeCategories))
      expect(slugs.has(h.categoryId), h.categoryId).toBe(true);

    const admin = await db.select().from(users).where(eq(users.email, 'admin@tecnobazar.local'));
    expect(admin[0]?.role).toBe('ROLE_ADMIN');
    const customer = await db.select().from(users).where(eq(users.email, DEMO_CUSTOMER_EMAIL));
    expect(customer[0]?.fullName).toBe('Camila Rodríguez');
  });

  it('stores the category tree exactly as CATEGORIES', T, async () => {
    const rows = await db.select().from(categories);
    const byId = new Map(rows.map((r) => [r.id, r]));
    const actual = rows
      .map((r) => ({
        categoryId: r.categoryId,
        name: r.name,
        level: r.level,
        parentCategoryId: r.parentId === null ? null : byId.get(r.parentId)!.categoryId,
      }))
      .sort((a, b) => a.categoryId.localeCompare(b.categoryId));
    const expected = [...CATEGORIES].sort((a, b) => a.categoryId.localeCompare(b.categoryId));
    expect(actual).toEqual(expected);
  });

  it('puts products in every level-2 category, linked to level-3 leaves', T, async () => {
    const perLevel2 = await db.execute<{ slug: string; n: number }>(sql`
      select l2.category_id as slug, count(p.id)::int as n
      from categories l2
      left join categories l3 on l3.parent_id = l2.id
      left join products p on p.category_id = l3.id
      where l2.level = 2
      group by l2.category_id`);
    const rows = (perLevel2 as unknown as { rows: { slug: string; n: number }[] }).rows;
    expect(rows.length).toBe(CATEGORIES.filter((x) => x.level === 2).length);
    for (const r of rows) expect(r.n, r.slug).toBeGreaterThanOrEqual(6);

    // Every top-level menu entry (Gaming and Software included) has products to show.
    const perLevel1 = await db.execute<{ slug: string; n: number }>(sql`
      select l1.category_id as slug, count(p.id)::int as n
      from categories l1
      left join categories l2 on l2.parent_id = l1.id
      left join categories l3 on l3.parent_id = l2.id
      left join products p on p.category_id = l3.id
      where l1.level = 1
      group by l1.category_id`);
    const level1Rows = (perLevel1 as unknown as { rows: { slug: string; n: number }[] }).rows;
    expect(level1Rows.map((r) => r.slug).sort()).toEqual(
      CATEGORIES.filter((x) => x.level === 1)
        .map((x) => x.categoryId)
        .sort(),
    );
    for (const r of level1Rows) expect(r.n, r.slug).toBeGreaterThanOrEqual(20);

    const nonLeaf = await db
      .select({ n: count() })
      .from(products)
      .innerJoin(categories, eq(products.categoryId, categories.id))
      .where(sql`${categories.level} <> 3`);
    expect(nonLeaf[0]!.n).toBe(0);
  });

  it('keeps prices, discounts, colours and ratings consistent', T, async () => {
    const colourNames = new Set(COLORS.map((c) => c.name));
    const all = await db.select().from(products);
    for (const p of all) {
      expect(p.sellingPriceCents).toBeLessThanOrEqual(p.mrpPriceCents);
      expect(p.discountPercent).toBe(
        Math.floor(((p.mrpPriceCents - p.sellingPriceCents) / p.mrpPriceCents) * 100),
      );
      expect(colourNames.has(p.color), p.color).toBe(true);
      expect(p.quantity).toBeGreaterThanOrEqual(0);
      expect(p.quantity).toBeLessThanOrEqual(80);
    }
    expect(all.some((p) => p.quantity === 0)).toBe(true);
    expect(all.some((p) => !p.inStock)).toBe(true);
    expect(all.some((p) => p.discountPercent === 0)).toBe(true);
    expect(all.some((p) => p.sizes.includes('XL'))).toBe(true);
    expect(all.some((p) => p.title.startsWith('Teclado mecánico'))).toBe(true);
    expect(all.filter((p) => p.title.includes('NVMe')).length).toBeGreaterThanOrEqual(3);
    expect(all.some((p) => p.title.includes('Intel'))).toBe(true);
    expect(all.some((p) => p.title.includes('AMD'))).toBe(true);

    const agg = await db
      .select({
        productId: reviews.productId,
        n: count(),
        sum: sql<number>`sum(${reviews.ratingHalves})::int`,
      })
      .from(reviews)
      .groupBy(reviews.productId);
    const byProduct = new Map(agg.map((a) => [a.productId, a]));
    for (const p of all) {
      const a = byProduct.get(p.id);
      expect(p.numRatings).toBe(a?.n ?? 0);
      expect(p.ratingHalvesSum).toBe(a?.sum ?? 0);
    }
  });

  it('is idempotent', T, async () => {
    const before = await counts(db);
    const result = await seedDemo(db, { adminEmails: ['admin@tecnobazar.local'] });
    expect(result).toEqual({ seeded: false });
    expect(await counts(db)).toEqual(before);
  });

  it('promotes a new admin e-mail on a later run without touching the catalogue', T, async () => {
    const before = await counts(db);
    await seedDemo(db, { adminEmails: [' Jefe@TecnoBazar.local ', DEMO_CUSTOMER_EMAIL] });
    const after = await counts(db);
    expect(after).toEqual({ ...before, users: before.users + 1 });
    const promoted = await db.select().from(users).where(eq(users.email, DEMO_CUSTOMER_EMAIL));
    expect(promoted[0]?.role).toBe('ROLE_ADMIN');
    expect(promoted[0]?.fullName).toBe('Camila Rodríguez');
  });
});

describe('seedCategories', () => {
  it('seeds the tree alone and twice without duplicates', T, async () => {
    const database = createDatabase({});
    try {
      await database.migrate();
      const ids = await seedCategories(database.db);
      expect(ids.size).toBe(CATEGORIES.length);
      await seedCategories(database.db);
      const [row] = await database.db.select({ n: count() }).from(categories);
      expect(row!.n).toBe(CATEGORIES.length);
      const [p] = await database.db.select({ n: count() }).from(products);
      expect(p!.n).toBe(0);
    } finally {
      await database.close();
    }
  });
});
