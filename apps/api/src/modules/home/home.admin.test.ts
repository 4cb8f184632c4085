import type { AuditPage, HomePageResponse } from '@tecnobazar/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminToken, asUser } from '../../test/shopper.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
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

    const created = await create({ discount: 45, category: { id: dealCategory.id } });
    expect(created.statusCode, created.body).toBe(201);
    const deal = created.json();
    expect((await homePage()).deals.find((d) => d.id === deal.id)).toMatchObject({ discount: 45 });
    expect(await latestAudit()).toMatchObject({ action: 'deal.create', after: { discount: 45 } });

    const edited = await admin.patch(`/admin/deals/${deal.id}`, { discount: 30 });
    expect(edited.json()).toMatchObject({ id: deal.id, discount: 30 });
    expect(await latestAudit()).toMatchObject({
      action: 'deal.update',
      before: { discount: 45 },
      after: { discount: 30 },
    });

    expect((await admin.delete(`/admin/deals/${deal.id}`)).json()).toEqual({
      status: true,
      message: HOME_MESSAGES.dealDeleted,
    });
    expect((await homePage()).deals.map((d) => d.id)).not.toContain(deal.id);
    expect(await latestAudit()).toMatchObject({ action: 'deal.delete', before: { discount: 30 } });
    expect((await admin.delete(`/admin/deals/${deal.id}`)).statusCode).toBe(404);
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
