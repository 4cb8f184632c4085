/**
 * What sellers propose for the catalogue waits for an administrator (decision 0028, section 5): a new
 * product is hidden until approved, a rejection says why, a change to a product's page applies only once
 * approved, a trusted shop skips the review, and prices and stock never wait.
 */
import type { ProductResponse, RevisionPage } from '@tecnobazar/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productBody } from '../../test/seller.ts';
import { createSellingStore, type SellingStore, type Shop } from '../../test/selling.ts';

let store: SellingStore;
beforeAll(async () => {
  store = await createSellingStore({});
});
afterAll(() => store.ctx.app.close());

const publicPage = (id: number) => store.ctx.app.inject({ method: 'GET', url: `/v1/products/${id}` });
const queue = async (query = ''): Promise<RevisionPage> =>
  (await store.admin.get(`/admin/catalog/revisions${query}`)).json();
const mine = async (shop: Shop, offerId: number): Promise<ProductResponse> =>
  ((await shop.api.get('/sellers/product')).json() as ProductResponse[]).find((p) => p.id === offerId)!;
/** A shop whose proposals wait for review. */
async function untrustedShop() {
  const shop = await store.newShop();
  expect((await store.admin.patch(`/admin/seller/${shop.id}/trusted`, { trusted: false })).statusCode).toBe(
    200,
  );
  return shop;
}
/** The last mail the shop got (the dev mailbox), as the seller reads it. */
const latestMail = async (shop: Shop): Promise<{ subject: string; text: string }> =>
  (await store.ctx.app.inject({ method: 'GET', url: `/v1/dev/mailbox/latest?to=${shop.email}` })).json();
const revisionOf = async (productId: number) =>
  (await queue()).content.find((r) => r.product.id === productId && r.state === 'PENDING')!;

describe('a new product proposed by a shop that is not trusted', () => {
  it('stays hidden until approved; a rejection and a request for changes tell the seller why', async () => {
    const shop = await untrustedShop();
    const created = await shop.api.post(
      '/sellers/product',
      productBody({ title: 'Mouse vertical Ergo Prime' }),
    );
    expect(created.statusCode, created.body).toBe(201);
    const id: number = created.json().id;
    expect((await mine(shop, id)).approval).toEqual({ status: 'PENDING', reason: null });
    expect((await publicPage(id)).statusCode).toBe(404);
    const search = await store.ctx.app.inject({
      method: 'GET',
      url: '/v1/products/search?query=ergo%20prime',
    });
    expect(JSON.stringify(search.json())).not.toContain('Ergo Prime');

    // In the queue, with its shop and what it proposes.
    const revision = await revisionOf(id);
    expect(revision).toMatchObject({
      kind: 'NEW',
      seller: { id: shop.id },
      changes: { title: 'Mouse vertical Ergo Prime', categoryId: 'Ratones Inalámbricos' },
    });

    // Rejected: the reason reaches the seller; still hidden.
    const short = await store.admin.post(`/admin/catalog/revisions/${revision.id}/reject`, { reason: 'no' });
    expect(short.statusCode).toBe(400);
    const reason = 'Las fotos no muestran el producto';
    expect(
      (await store.admin.post(`/admin/catalog/revisions/${revision.id}/reject`, { reason })).statusCode,
    ).toBe(200);
    expect((await mine(shop, id)).approval).toEqual({ status: 'REJECTED', reason });
    expect(await latestMail(shop)).toMatchObject({
      subject: 'No aprobamos tu producto «Mouse vertical Ergo Prime»',
      text: expect.stringContaining(`Motivo: ${reason}`),
    });
    expect((await publicPage(id)).statusCode).toBe(404);
    // A decided proposal cannot be decided again.
    expect((await store.admin.post(`/admin/catalog/revisions/${revision.id}/approve`)).statusCode).toBe(409);

    // The seller fixes it: back in review. The administrator asks for one more change.
    const fixed = await shop.api.patch(`/sellers/product/${id}`, {
      images: ['/v1/media/demo/mice-negro-2.webp'],
    });
    expect(fixed.statusCode, fixed.body).toBe(200);
    expect((await mine(shop, id)).approval).toEqual({ status: 'PENDING', reason: null });
    const again = await revisionOf(id);
    const ask = 'Indica el número de modelo';
    expect(
      (await store.admin.post(`/admin/catalog/revisions/${again.id}/request-changes`, { reason: ask }))
        .statusCode,
    ).toBe(200);
    expect((await mine(shop, id)).approval).toEqual({ status: 'CHANGES_REQUESTED', reason: ask });
    expect((await latestMail(shop)).text).toContain(
      `Antes de aprobar tu producto «Mouse vertical Ergo Prime» necesitamos un cambio. Motivo: ${ask}`,
    );

    await shop.api.patch(`/sellers/product/${id}`, { modelNumber: `EP-${id}` });
    expect(
      (await store.admin.post(`/admin/catalog/revisions/${(await revisionOf(id)).id}/approve`)).statusCode,
    ).toBe(200);
    expect((await publicPage(id)).json()).toMatchObject({ id, modelNumber: `EP-${id}` });
    expect((await mine(shop, id)).approval).toEqual({ status: 'APPROVED', reason: null });
    expect((await latestMail(shop)).subject).toBe('Aprobamos tu producto «Mouse vertical Ergo Prime»');

    // Every decision is in the administrators' log, on the product.
    const log = (await store.admin.get('/admin/audit?entity=product')).json().content;
    expect(
      log
        .filter((e: { entityId: string }) => e.entityId === String(id))
        .map((e: { action: string }) => e.action),
    ).toEqual(['catalog.revision.approve', 'catalog.revision.request_changes', 'catalog.revision.reject']);
  });
});

describe("a change to an approved product's page", () => {
  it('applies only once approved, while a new price applies at once', async () => {
    const owner = await store.newShop();
    const other = await untrustedShop();
    const theirs = await other.api.post('/sellers/offers', {
      productId: owner.product.id,
      mrpPrice: 120000,
      sellingPrice: 110000,
      quantity: 3,
    });
    expect(theirs.statusCode, theirs.body).toBe(201);
    const offerId: number = theirs.json().id;
    const edit = await other.api.patch(`/sellers/product/${offerId}`, {
      title: 'Audífonos con un nombre mejor',
      sellingPrice: 105000,
    });
    expect(edit.statusCode, edit.body).toBe(200);
    expect(edit.json()).toMatchObject({ title: owner.product.title, sellingPrice: 105000 });
    expect((await mine(other, offerId)).approval).toEqual({ status: 'CHANGE_PENDING', reason: null });
    expect((await publicPage(owner.product.id)).json().title).toBe(owner.product.title);

    const change = await revisionOf(owner.product.id);
    expect(change).toMatchObject({
      kind: 'CHANGE',
      changes: { title: 'Audífonos con un nombre mejor' },
      base: { title: owner.product.title },
    });
    expect((await store.admin.post(`/admin/catalog/revisions/${change.id}/approve`)).statusCode).toBe(200);
    expect((await publicPage(owner.product.id)).json().title).toBe('Audífonos con un nombre mejor');
  });

  it("publishes a trusted shop's proposals at once, listed apart as published automatically", async () => {
    const shop = await store.newShop();
    expect((await publicPage(shop.product.id)).statusCode).toBe(200);
    const auto = await queue('?auto=true');
    expect(auto.content.find((r) => r.product.id === shop.product.id)).toMatchObject({
      state: 'APPROVED',
      autoApproved: true,
    });
    expect((await queue()).content.some((r) => r.product.id === shop.product.id)).toBe(false);
  });

  it('is for administrators only', async () => {
    const shop = await store.newShop();
    expect((await shop.api.get('/admin/catalog/revisions')).statusCode).toBe(403);
    expect((await store.buyer.post('/admin/catalog/revisions/1/approve')).statusCode).toBe(403);
  });
});
