import type { AuditPage, ProductResponse } from '@tecnobazar/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpSeller } from '../../test/seller.ts';
import { adminToken, asUser } from '../../test/shopper.ts';
import {
  ADMIN_EMAIL,
  createTestApp,
  signUpCustomer,
  type TestContext,
  uniqueEmail,
} from '../../test/test-app.ts';

let ctx: TestContext;
let admin: ReturnType<typeof asUser>;

const latest = async (query = ''): Promise<AuditPage['content'][number]> =>
  ((await admin.get(`/admin/audit?${query}`)).json() as AuditPage).content[0]!;

beforeAll(async () => {
  ctx = await createTestApp(
    { RATE_LIMIT_PER_MINUTE: '0', OTP_SENDS_PER_IP: '0', OTP_TRIES_PER_IP: '0' },
    { seed: true },
  );
  admin = asUser(ctx, await adminToken(ctx));
});
afterAll(() => ctx?.close());

describe('audit log', () => {
  it("records a seller's status change with before and after; suspending hides the shop's products until it is restored", async () => {
    const shop = asUser(ctx, await signUpSeller(ctx, uniqueEmail('tienda')));
    const id: number = (await shop.get('/sellers/profile')).json().id;
    await admin.patch(`/admin/seller/${id}/status/ACTIVE`);
    await admin.patch(`/admin/seller/${id}/trusted`, { trusted: true });
    const product: ProductResponse = (
      await shop.post('/sellers/product', {
        title: `Webcam Full HD Xantrel${Date.now()}`,
        description: 'Cámara web Full HD con micrófono estéreo y enfoque automático.',
        mrpPrice: 250000,
        sellingPrice: 199900,
        quantity: 10,
        color: 'Negro',
        sizes: ['FREE'],
        images: ['/v1/media/demo/mice-negro-1.webp'],
        category: 'men',
        category2: 'webcams',
        category3: 'webcams_full_hd',
      })
    ).json();
    const word = product.title.split(' ')[3]!;
    const found = async () =>
      ((await asUser(ctx).get(`/products/search?query=${word}`)).json() as ProductResponse[]).length;
    expect(await found()).toBe(1);

    expect((await admin.patch(`/admin/seller/${id}/status/SUSPENDED`)).statusCode).toBe(200);
    expect(await latest('entity=seller')).toMatchObject({
      action: 'seller.status',
      entityId: String(id),
      admin: { email: ADMIN_EMAIL },
      before: { accountStatus: 'ACTIVE' },
      after: { accountStatus: 'SUSPENDED' },
      entityName: expect.stringMatching(/^Gómez Hardware tienda-/),
      fieldNames: {},
    });
    expect(await found()).toBe(0);
    expect((await asUser(ctx).get(`/products/${product.id}`)).statusCode).toBe(404);
    // The suspended seller's session ends at the next call.
    expect((await shop.get('/sellers/product')).statusCode).toBe(403);

    await admin.patch(`/admin/seller/${id}/status/ACTIVE`);
    expect(await found()).toBe(1);

    // Deleting a seller closes the account; its rows stay for the orders that name it.
    const closed = await admin.delete(`/sellers/${id}`);
    expect(closed.json()).toMatchObject({ id, accountStatus: 'CLOSED' });
    expect(await latest('entity=seller')).toMatchObject({
      before: { accountStatus: 'ACTIVE' },
      after: { accountStatus: 'CLOSED' },
    });
  });

  it('names the shop and the product a record mentions by id, and a deal by its category', async () => {
    const shop = asUser(ctx, await signUpSeller(ctx, uniqueEmail('tienda')));
    const sellerId: number = (await shop.get('/sellers/profile')).json().id;
    await admin.patch(`/admin/seller/${sellerId}/status/ACTIVE`);
    await admin.patch(`/admin/seller/${sellerId}/trusted`, { trusted: true });
    const product: ProductResponse = (
      await shop.post('/sellers/product', {
        title: 'Webcam 2K Xantrel con anillo de luz',
        description: 'Cámara web 2K con micrófono estéreo y anillo de luz regulable.',
        mrpPrice: 250000,
        sellingPrice: 199900,
        quantity: 10,
        color: 'Negro',
        sizes: ['FREE'],
        images: ['/v1/media/demo/mice-negro-1.webp'],
        category: 'men',
        category2: 'webcams',
        category3: 'webcams_full_hd',
      })
    ).json();
    const { jwt } = await signUpCustomer(ctx, uniqueEmail('cliente'));
    const review = await asUser(ctx, jwt).post(`/api/products/${product.id}/reviews`, {
      reviewText: 'No funciona con mi computador, muy mala compra.',
      reviewRating: 1,
      productImages: [],
    });
    expect(review.statusCode, review.body).toBe(201);
    const hidden = await admin.post(`/admin/reviews/${review.json().id}/hide`, {
      reason: 'Lenguaje ofensivo',
    });
    expect(hidden.statusCode, hidden.body).toBe(200);
    expect(await latest('entity=review')).toMatchObject({
      action: 'review.hide',
      before: { productId: product.id },
      entityName: product.title,
      fieldNames: { productId: product.title },
    });

    const deals = (await admin.get('/admin/deals')).json() as { id: number; discount: number }[];
    await admin.patch(`/admin/deals/${deals[0]!.id}`, { discount: deals[0]!.discount });
    const dealEntry = await latest('entity=deal');
    expect(dealEntry.entityName).toBe((await admin.get('/admin/deals')).json()[0].category.name);
  });

  it('records coupon creation and deletion, newest first, filterable by action', async () => {
    const code = `AUD${Date.now().toString(36)}`.toUpperCase().slice(0, 20);
    const created = await admin.post('/api/coupons/admin/create', {
      code,
      discountPercentage: 12,
      validityStartDate: '2026-01-01T00:00:00.000Z',
      validityEndDate: '2099-12-31T00:00:00.000Z',
      minimumOrderValue: 1000,
    });
    expect(created.statusCode, created.body).toBe(200);
    const id: number = created.json().id;
    expect(await latest()).toMatchObject({ action: 'coupon.create', entityId: String(id), after: { code } });
    await admin.delete(`/api/coupons/admin/delete/${id}`);
    expect(await latest()).toMatchObject({ action: 'coupon.delete', before: { code }, after: null });
    const creations: AuditPage = (await admin.get('/admin/audit?action=coupon.create')).json();
    expect(creations.content.every((e) => e.action === 'coupon.create')).toBe(true);
    expect((await admin.get('/admin/audit?action=borrar')).statusCode).toBe(400);
  });

  it('a refused action writes no record', async () => {
    const before: AuditPage = (await admin.get('/admin/audit')).json();
    expect((await admin.patch('/admin/seller/999999/status/ACTIVE')).statusCode).toBe(404);
    expect((await admin.put('/api/payouts/999999/status?status=SUCCESS')).statusCode).toBe(404);
    expect(((await admin.get('/admin/audit')).json() as AuditPage).totalElements).toBe(before.totalElements);
  });
});
