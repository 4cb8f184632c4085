import type { AuditPage, HomePageResponse } from '@tecnobazar/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpSeller } from '../../test/seller.ts';
import { adminToken, asUser } from '../../test/shopper.ts';
import { createTestApp, type TestContext, uniqueEmail } from '../../test/test-app.ts';
import { HOME_MESSAGES } from './home.service.ts';

let ctx: TestContext;
let admin: ReturnType<typeof asUser>;
const UPLOADED = `/v1/media/uploads/${'a'.repeat(64)}.webp`;

const homePage = async (): Promise<HomePageResponse> => (await asUser(ctx).get('/home-page')).json();
const latestAudit = async () => ((await admin.get('/admin/audit')).json() as AuditPage).content[0]!;

beforeAll(async () => {
  ctx = await createTestApp({ RATE_LIMIT_PER_MINUTE: '0' }, { seed: true });
  admin = asUser(ctx, await adminToken(ctx));
});
afterAll(() => ctx?.close());

describe('admin home page', () => {
  it("changes a grid tile's image and category; the home page shows it on its next load", async () => {
    const tile = (await homePage()).grid[0]!;
    const patch = (body: object) => admin.patch(`/admin/home-category/${tile.id}`, body);

    const empty = await patch({});
    expect(empty.statusCode).toBe(400);
    expect(empty.body).toContain('Image is required');
    expect(empty.body).toContain('Category is required');
    expect(
      (await patch({ image: 'https://elsewhere.example/x.png', categoryId: 'mice' })).json().message,
    ).toBe(HOME_MESSAGES.imageHost);
    expect((await patch({ image: UPLOADED, categoryId: 'teclados-voladores' })).json().message).toBe(
      HOME_MESSAGES.unknownCategory('teclados-voladores'),
    );

    const res = await patch({ image: UPLOADED, categoryId: 'mice_wireless' });
    expect(res.statusCode, res.body).toBe(200);
    expect((await homePage()).grid[0]).toMatchObject({
      id: tile.id,
      image: UPLOADED,
      categoryId: 'mice_wireless',
    });
    expect(await latestAudit()).toMatchObject({
      action: 'home.category',
      entityId: String(tile.id),
      before: { image: tile.image },
      after: { image: UPLOADED, categoryId: 'mice_wireless' },
    });
    expect((await admin.get('/admin/home-category')).json().length).toBeGreaterThan(4);
  });

  it('creates, edits and deletes a deal on a deal category, with the spec messages', async () => {
    const page = await homePage();
    const dealCategory = page.dealCategories[0]!;
    const gridTile = page.grid[1]!;
    const create = (body: object) => admin.post('/admin/deals', body);
    for (const [body, message] of [
      [{ category: { id: dealCategory.id } }, 'Discount is required'],
      [{ discount: -1, category: { id: dealCategory.id } }, 'Discount must be a positive number'],
      [{ discount: 101, category: { id: dealCategory.id } }, 'Discount cannot exceed 100'],
    ] as const) {
      const res = await create(body);
      expect(res.statusCode).toBe(400);
      expect(res.body).toContain(message);
    }
    expect((await create({ discount: 10, category: { id: gridTile.id } })).json().message).toBe(
      HOME_MESSAGES.notDealCategory,
    );

    // One deal per category: a second one, or another deal moved onto it, is refused and changes nothing.
    const seeded = page.deals.find((d) => d.category.id === dealCategory.id)!;
    const other = page.deals.find((d) => d.category.id !== dealCategory.id)!;
    const second = await create({ discount: 45, category: { id: dealCategory.id } });
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toBe(HOME_MESSAGES.dealExists);
    const moved = await admin.patch(`/admin/deals/${other.id}`, { category: { id: dealCategory.id } });
    expect(moved.statusCode).toBe(409);
    expect(moved.json().message).toBe(HOME_MESSAGES.dealExists);
    expect((await homePage()).deals).toEqual(page.deals);
    expect((await admin.delete(`/admin/deals/${seeded.id}`)).statusCode).toBe(200);

    const best = seeded.discount;
    const created = await create({ discount: best, category: { id: dealCategory.id } });
    expect(created.statusCode, created.body).toBe(201);
    const deal = created.json();
    expect((await homePage()).deals.find((d) => d.id === deal.id)).toMatchObject({ discount: best });
    expect(await latestAudit()).toMatchObject({ action: 'deal.create', after: { discount: best } });

    const edited = await admin.patch(`/admin/deals/${deal.id}`, { discount: best - 1 });
    expect(edited.json()).toMatchObject({ id: deal.id, discount: best - 1, bestDiscount: best });
    expect(await latestAudit()).toMatchObject({
      action: 'deal.update',
      before: { discount: best },
      after: { discount: best - 1 },
    });

    expect((await admin.delete(`/admin/deals/${deal.id}`)).json()).toEqual({
      status: true,
      message: HOME_MESSAGES.dealDeleted,
    });
    expect((await homePage()).deals.map((d) => d.id)).not.toContain(deal.id);
    expect(await latestAudit()).toMatchObject({ action: 'deal.delete', before: { discount: best - 1 } });
    expect((await admin.delete(`/admin/deals/${deal.id}`)).statusCode).toBe(404);
  });

  it("works for the spec's client: a fresh store has a free deal category, and an edit sends category id 0", async () => {
    const page = await homePage();
    const taken = new Set(page.deals.map((d) => d.category.id));
    const free = page.dealCategories.find((tile) => !taken.has(tile.id));
    expect(free, 'a deal category without a deal').toBeDefined();

    // The client's create form: a discount and the category it picked. 1 % is reached by any product on sale.
    const created = await admin.post('/admin/deals', { discount: 1, category: { id: free!.id } });
    expect(created.statusCode, created.body).toBe(201);
    // The client's edit form has no category field and always sends {id: 0}: the deal keeps its category.
    const edited = await admin.patch(`/admin/deals/${created.json().id}`, {
      discount: 0,
      category: { id: 0 },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ discount: 0, category: { id: free!.id } });
    expect((await admin.delete(`/admin/deals/${created.json().id}`)).statusCode).toBe(200);
  });

  it('seeds tiles only into an empty store', async () => {
    const before = await homePage();
    const res = await admin.post('/home/categories', [
      { name: 'Otro', image: UPLOADED, categoryId: 'mice', section: 'GRID' },
    ]);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().grid.length).toBe(before.grid.length);
  });
});

describe("admin home page: the original client's category ids (decision 0014)", () => {
  it('stores our id for a tile saved with a client level-3 id, a repeated one as the keyboards one', async () => {
    const tile = (await homePage()).grid[1]!;
    for (const [client, ours, parent] of [
      ['gaming_mousepads', 'mousepads_xl', 'mousepads'],
      ['Teclados inalámbricos', 'keyboards_wireless', 'keyboards'],
    ] as const) {
      const res = await admin.patch(`/admin/home-category/${tile.id}`, {
        image: UPLOADED,
        categoryId: client,
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ categoryId: ours, parentCategoryId: parent });
      expect((await homePage()).grid[1]).toMatchObject({ id: tile.id, categoryId: ours });
    }
  });

  it('seeds tiles posted with client ids under our ids, the parent telling a repeated id apart', async () => {
    const empty = await createTestApp({ RATE_LIMIT_PER_MINUTE: '0' });
    try {
      const res = await asUser(empty, await adminToken(empty)).post('/home/categories', [
        {
          name: 'Ratones',
          image: UPLOADED,
          categoryId: 'Teclados gaming',
          section: 'GRID',
          parentCategoryId: 'mice',
        },
        { name: 'SSD', image: UPLOADED, categoryId: 'nvme_ssd', section: 'GRID' },
      ]);
      expect(res.statusCode, res.body).toBe(200);
      expect((res.json() as HomePageResponse).grid.map((t) => t.categoryId)).toEqual([
        'mice_gaming',
        'ssd_nvme',
      ]);
    } finally {
      await empty.close();
    }
  });
});

describe('a deal tells the truth', () => {
  const dealOn = async (slug: string) => {
    const page = await homePage();
    const tile = page.dealCategories.find((c) => c.categoryId === slug)!;
    return {
      tile,
      deal: (await admin.get('/admin/deals')).json().find((d: Deal) => d.category.id === tile.id),
    };
  };
  type Deal = HomePageResponse['deals'][number] & { bestDiscount: number | null };

  it("refuses a percentage no product of the category reaches, naming the category's best discount", async () => {
    const { tile, deal } = await dealOn('ram_ddr5');
    const best: number = deal.bestDiscount;
    expect(best).toBe(deal.discount);

    const raised = await admin.patch(`/admin/deals/${deal.id}`, { discount: best + 19 });
    expect(raised.statusCode).toBe(422);
    expect(raised.json().message).toBe(HOME_MESSAGES.dealNotReached(tile.name, best + 19, best));
    expect(raised.json().message).toContain(`el mejor descuento de la categoría hoy es ${best}\u00a0%`);
    expect((await dealOn('ram_ddr5')).deal.discount).toBe(best);

    expect((await admin.delete(`/admin/deals/${deal.id}`)).statusCode).toBe(200);
    const refused = await admin.post('/admin/deals', { discount: best + 1, category: { id: tile.id } });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toBe(HOME_MESSAGES.dealNotReached(tile.name, best + 1, best));
    expect((await admin.get('/admin/deals')).json().some((d: Deal) => d.category.id === tile.id)).toBe(false);

    const recreated = await admin.post('/admin/deals', { discount: best, category: { id: tile.id } });
    expect(recreated.statusCode, recreated.body).toBe(201);
    expect(recreated.json()).toMatchObject({ discount: best, bestDiscount: best });
  });

  it('refuses a deal on a category with nothing for sale, and the home page does not show it', async () => {
    // Every Blu-ray drive is withdrawn from sale; the DDR5 deal's tile is pointed at them.
    await ctx.database.db.execute(
      sql`update products set archived_at = now()
           where category_id = (select id from categories where category_id = 'optical_bluray')`,
    );
    const { tile, deal } = await dealOn('ram_ddr5');
    const moved = await admin.patch(`/admin/home-category/${tile.id}`, {
      image: UPLOADED,
      categoryId: 'optical_bluray',
      name: 'Blu-ray',
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const res = await admin.patch(`/admin/deals/${deal.id}`, { discount: 0 });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe(HOME_MESSAGES.dealWithoutProducts('Blu-ray'));
    expect((await homePage()).deals.map((d) => d.id)).not.toContain(deal.id);
  });

  it('the home page hides a deal once no product reaches it (a price change, a suspended seller) and its tile keeps it', async () => {
    // A shop whose SSD takes 70 % off, more than any demo product: the deal on NVMe SSDs rests on it alone.
    const { deal } = await dealOn('ssd_nvme');
    const seller = asUser(ctx, await signUpSeller(ctx, uniqueEmail('ofertas')));
    const sellerId: number = (await seller.get('/sellers/profile')).json().id;
    expect((await admin.patch(`/admin/seller/${sellerId}/status/ACTIVE`)).statusCode).toBe(200);
    expect((await admin.patch(`/admin/seller/${sellerId}/trusted`, { trusted: true })).statusCode).toBe(200);
    const created = await seller.post('/sellers/product', {
      title: 'SSD NVMe Quorvex 2 TB',
      description: 'Unidad NVMe PCIe 4.0 de 2 TB con disipador incluido.',
      mrpPrice: 1000000,
      sellingPrice: 300000,
      quantity: 5,
      color: 'Negro',
      sizes: ['FREE'],
      images: ['/v1/media/demo/mice-negro-1.webp'],
      category: 'home_furniture',
      category2: 'ssd_drives',
      category3: 'ssd_nvme',
    });
    expect(created.statusCode, created.body).toBe(201);
    const product = created.json();
    const saved = await admin.patch(`/admin/deals/${deal.id}`, { discount: 70 });
    expect(saved.statusCode, saved.body).toBe(200);
    const shown = async () => (await homePage()).deals.find((d) => d.id === deal.id);
    expect(await shown()).toMatchObject({ discount: 70 });
    // The tile's listing, filtered as its link asks, has that product.
    const listing = (await asUser(ctx).get('/products?category=ssd_nvme&minDiscount=70')).json();
    expect(listing.content.map((p: { id: number }) => p.id)).toEqual([product.id]);

    const repriced = await seller.patch(`/sellers/product/${product.id}`, { sellingPrice: 950000 });
    expect(repriced.statusCode, repriced.body).toBe(200);
    expect(await shown()).toBeUndefined();
    expect((await dealOn('ssd_nvme')).deal).toMatchObject({ discount: 70, bestDiscount: deal.bestDiscount });

    await seller.patch(`/sellers/product/${product.id}`, { sellingPrice: 300000 });
    expect(await shown()).toMatchObject({ discount: 70 });
    expect((await admin.patch(`/admin/seller/${sellerId}/status/SUSPENDED`)).statusCode).toBe(200);
    expect(await shown()).toBeUndefined();
  });
});
