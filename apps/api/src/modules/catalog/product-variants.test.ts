import { type ProductResponse, VARIANT_MESSAGES } from '@tecnobazar/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.ts';
import { signUpSeller } from '../../test/seller.ts';
import { adminToken, asUser } from '../../test/shopper.ts';
import { createTestApp, signUpCustomer, type TestContext, uniqueEmail } from '../../test/test-app.ts';

type Api = ReturnType<typeof asUser>;
let ctx: TestContext;
let admin: Api;
let kitId: number;

async function openShop({ trusted = true } = {}) {
  const email = uniqueEmail('variantes');
  const jwt = await signUpSeller(ctx, email);
  const api = asUser(ctx, jwt);
  const id: number = (await api.get('/sellers/profile')).json().id;
  expect((await admin.patch(`/admin/seller/${id}/status/ACTIVE`)).statusCode).toBe(200);
  expect((await admin.patch(`/admin/seller/${id}/trusted`, { trusted })).statusCode).toBe(200);
  return { api, id, jwt, email };
}

const offer = (productId: number, sellingPrice: number, variantId?: number) => ({
  productId,
  ...(variantId && { variantId }),
  condition: 'NUEVO',
  mrpPrice: 500_000,
  sellingPrice,
  quantity: 4,
});

beforeAll(async () => {
  ctx = await createTestApp(
    { RATE_LIMIT_PER_MINUTE: '0', OTP_SENDS_PER_IP: '0', OTP_TRIES_PER_IP: '0' },
    { seed: true },
  );
  admin = asUser(ctx, await adminToken(ctx));
  const [kit] = await queryRows<{ id: string }>(
    ctx.database.db,
    sql`select id from products where title = 'Memoria RAM Kingston Fury Beast 16GB DDR4 3200 MHz'`,
  );
  kitId = Number(kit!.id);
});
afterAll(() => ctx.close());

describe('variants: one memory kit in 16 GB and 32 GB', () => {
  let shop: Awaited<ReturnType<typeof openShop>>;
  let big: number;
  let base: number;

  it('lets a trusted shop selling the kit add a 32 GB variant; the kit as it was becomes the 16 GB one', async () => {
    shop = await openShop();
    expect((await shop.api.post('/sellers/offers', offer(kitId, 200_000))).statusCode).toBe(201);
    const res = await shop.api.post(`/sellers/catalog/products/${kitId}/variants`, {
      axes: { capacityGb: 32 },
      modelNumber: 'KF432C16BB-32',
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ pending: false, message: VARIANT_MESSAGES.published });
    const variants = res.json().variants;
    expect(variants).toEqual([
      expect.objectContaining({
        axes: { capacityGb: 16 },
        label: '16 GB',
        offerCount: 2,
        lowestPrice: 179_900,
      }),
      expect.objectContaining({
        axes: { capacityGb: 32 },
        label: '32 GB',
        modelNumber: 'KF432C16BB-32',
        offerCount: 0,
      }),
    ]);
    [base, big] = variants.map((v: { id: number }) => v.id);

    const again = await shop.api.post(`/sellers/catalog/products/${kitId}/variants`, {
      axes: { capacityGb: 32 },
    });
    expect([again.statusCode, again.json().message]).toEqual([409, VARIANT_MESSAGES.exists]);
    const otherAxis = await shop.api.post(`/sellers/catalog/products/${kitId}/variants`, {
      axes: { speedMhz: 3600 },
    });
    expect([otherAxis.statusCode, otherAxis.json().message]).toEqual([400, VARIANT_MESSAGES.sameAxes]);
    const notAnAxis = await shop.api.post(`/sellers/catalog/products/${kitId}/variants`, {
      axes: { casLatency: 18 },
    });
    expect(notAnAxis.json().message).toBe(VARIANT_MESSAGES.axes);
    const notOfRam = await shop.api.post(`/sellers/catalog/products/${kitId}/variants`, {
      axes: { sizeIn: 27 },
    });
    expect(notOfRam.json().message).toBe(VARIANT_MESSAGES.axisNotAllowed('sizeIn'));
    const outOfRange = await shop.api.post(`/sellers/catalog/products/${kitId}/variants`, {
      axes: { capacityGb: 4096 },
    });
    expect(outOfRange.statusCode).toBe(400);
  });

  let untrusted: Awaited<ReturnType<typeof openShop>>;
  const labels = async () =>
    ((await asUser(ctx).get(`/products/${kitId}`)).json() as ProductResponse).variants?.map((v) => v.label);

  it('keeps an untrusted shop’s variant in the review queue, unpublished, and tells it why it was rejected', async () => {
    untrusted = await openShop({ trusted: false });
    await untrusted.api.post('/sellers/offers', offer(kitId, 210_000, base));
    const propose = (capacityGb: number) =>
      untrusted.api.post(`/sellers/catalog/products/${kitId}/variants`, { axes: { capacityGb } });
    const res = await propose(8);
    expect(res.statusCode, res.body).toBe(202);
    expect(res.json()).toMatchObject({ pending: true, message: VARIANT_MESSAGES.proposed });
    expect(await labels()).toEqual(['16 GB', '32 GB']);
    // One proposal at a time, and never one the product already has.
    expect((await propose(128)).json().message).toBe(VARIANT_MESSAGES.alreadyProposed);
    expect((await propose(128)).statusCode).toBe(409);

    const [queued] = (await admin.get('/admin/catalog/revisions'))
      .json()
      .content.filter(
        (r: { kind: string; seller: { id: number } }) => r.kind === 'VARIANT' && r.seller.id === untrusted.id,
      );
    expect(queued).toMatchObject({ state: 'PENDING', changes: { axes: { capacityGb: 8 } } });
    const reason = 'Ese módulo no existe en 8 GB: revisa la referencia';
    expect((await admin.post(`/admin/catalog/revisions/${queued.id}/reject`, { reason })).statusCode).toBe(
      200,
    );
    const mine = (await untrusted.api.get('/sellers/catalog/revisions')).json().content;
    expect(mine[0]).toMatchObject({ kind: 'VARIANT', state: 'REJECTED', reason });
    const mail = (
      await ctx.app.inject({ method: 'GET', url: `/v1/dev/mailbox/latest?to=${untrusted.email}` })
    ).json();
    expect(mail.subject).toBe(
      'No aprobamos la variante «8 GB» de «Memoria RAM Kingston Fury Beast 16GB DDR4 3200 MHz»',
    );
    expect(await labels()).toEqual(['16 GB', '32 GB']);

    const exists = await propose(32);
    expect([exists.statusCode, exists.json().message]).toEqual([409, VARIANT_MESSAGES.exists]);
    expect((await propose(8)).statusCode).toBe(202);
    const stranger = await openShop();
    const not = await stranger.api.post(`/sellers/catalog/products/${kitId}/variants`, {
      axes: { capacityGb: 64 },
    });
    expect([not.statusCode, not.json().message]).toEqual([403, VARIANT_MESSAGES.notSelling]);
  });

  it('sells each variant through its own offers; an offer must say which', async () => {
    const unnamed = await shop.api.post('/sellers/offers', { ...offer(kitId, 380_000), condition: 'USADO' });
    expect([unnamed.statusCode, unnamed.json().message]).toEqual([400, VARIANT_MESSAGES.pick]);
    expect((await shop.api.post('/sellers/offers', offer(kitId, 380_000, big))).statusCode).toBe(201);

    const page: ProductResponse = (await asUser(ctx).get(`/products/${kitId}`)).json();
    expect(page).toMatchObject({ variantId: base, sellingPrice: 179_900, specs: { capacityGb: 16 } });
    expect(page.variants?.map((v) => [v.label, v.offerCount, v.lowestPrice])).toEqual([
      ['16 GB', 3, 179_900],
      ['32 GB', 1, 380_000],
    ]);
    const picked: ProductResponse = (await asUser(ctx).get(`/products/${kitId}?variant=${big}`)).json();
    expect(picked).toMatchObject({
      variantId: big,
      sellingPrice: 380_000,
      specs: { capacityGb: 32 },
      seller: { id: shop.id },
    });
    const offers = (await asUser(ctx).get(`/products/${kitId}/offers?variant=${big}`)).json().offers;
    expect(offers).toEqual([
      expect.objectContaining({ variantId: big, sellingPrice: 380_000, buyBox: true }),
    ]);
  });

  it('shows a variant nobody sells with its specifications, sold out', async () => {
    const added = await shop.api.post(`/sellers/catalog/products/${kitId}/variants`, {
      axes: { capacityGb: 64 },
    });
    const empty = added.json().variants.find((v: { label: string }) => v.label === '64 GB');
    expect(empty).toMatchObject({ offerCount: 0, lowestPrice: null });
    const page: ProductResponse = (await asUser(ctx).get(`/products/${kitId}?variant=${empty.id}`)).json();
    expect(page).toMatchObject({
      variantId: empty.id,
      offerId: null,
      in_stock: false,
      quantity: 0,
      specs: { capacityGb: 64 },
    });
    expect((await asUser(ctx).get(`/products/${kitId}/offers?variant=${empty.id}`)).json().offers).toEqual(
      [],
    );
  });

  it('names the variant on the cart line', async () => {
    const buyer = asUser(ctx, (await signUpCustomer(ctx)).jwt);
    const picked: ProductResponse = (await asUser(ctx).get(`/products/${kitId}?variant=${big}`)).json();
    const add = await buyer.put('/api/cart/add', {
      productId: kitId,
      offerId: picked.offerId,
      size: 'FREE',
      quantity: 1,
    });
    expect(add.statusCode, add.body).toBe(200);
    const cart = (await buyer.get('/api/cart')).json();
    expect(cart.cartItems[0].product.title).toBe(
      'Memoria RAM Kingston Fury Beast 16GB DDR4 3200 MHz (32 GB)',
    );
  });

  it('imports an offer of a variant by the variant’s model number, and refuses the product’s id alone', async () => {
    const header = 'producto_id;numero_de_modelo;condicion;precio_sugerido;precio_venta;cantidad';
    const file = `${header}\n;kf432c16bb-32;reacondicionado;500000;300000;2\n${kitId};;usado;500000;150000;1\n`;
    const boundary = 'variantes';
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/v1/sellers/offers/import',
      headers: {
        authorization: `Bearer ${shop.jwt}`,
        'content-type': `multipart/form-data; boundary=${boundary}`,
      },
      payload: `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="v.csv"\r\n\r\n${file}\r\n--${boundary}--\r\n`,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      okLines: 1,
      errors: [
        {
          line: 3,
          message: 'línea 3: el producto tiene variantes: indica en numero_de_modelo el de la variante',
        },
      ],
    });
  });

  it('publishes the untrusted shop’s variant once an administrator approves it, and audits the decision', async () => {
    const [queued] = (await admin.get('/admin/catalog/revisions'))
      .json()
      .content.filter(
        (r: { kind: string; seller: { id: number } }) => r.kind === 'VARIANT' && r.seller.id === untrusted.id,
      );
    const approve = await admin.post(`/admin/catalog/revisions/${queued.id}/approve`);
    expect(approve.statusCode, approve.body).toBe(200);
    expect(await labels()).toEqual(['16 GB', '32 GB', '64 GB', '8 GB']);
    const mail = (
      await ctx.app.inject({ method: 'GET', url: `/v1/dev/mailbox/latest?to=${untrusted.email}` })
    ).json();
    expect(mail.text).toContain(
      'Aprobamos la variante «8 GB» de «Memoria RAM Kingston Fury Beast 16GB DDR4 3200 MHz». Ya puedes venderla',
    );
    const again = await admin.post(`/admin/catalog/revisions/${queued.id}/approve`);
    expect(again.statusCode).toBe(409);
    const audit = (await admin.get('/admin/audit?action=catalog.revision.approve')).json();
    expect(JSON.stringify(audit)).toContain('"capacityGb":8');
  });
});

describe('variants in the demo store', () => {
  it('sells a DDR5 kit in 32 and 16 GB and an NVMe drive in 1 and 2 TB, each variant by two shops or more', async () => {
    for (const [title, labels] of [
      ['Memoria RAM Corsair Vengeance RGB DDR5 6000 MHz', ['32 GB', '16 GB']],
      ['Unidad SSD NVMe Kingston NV2 PCIe 4.0', ['1.000 GB', '2.000 GB']],
    ] as const) {
      const [row] = await queryRows<{ id: string }>(
        ctx.database.db,
        sql`select id from products where title = ${title}`,
      );
      const page: ProductResponse = (await asUser(ctx).get(`/products/${row!.id}`)).json();
      expect(page.variants?.map((v) => v.label)).toEqual(labels);
      // The page opens on the variant whose offer has the buy box, with that variant's specifications.
      const shown = page.variants!.find((v) => v.id === page.variantId)!;
      expect(page.specs.capacityGb).toBe(shown.axes.capacityGb);
      expect(page.sellingPrice).toBe(shown.lowestPrice);
      const second = page.variants![1]!;
      const offers = (await asUser(ctx).get(`/products/${row!.id}/offers?variant=${second.id}`)).json()
        .offers;
      expect(offers.length).toBeGreaterThanOrEqual(2);
      expect(second.lowestPrice).toBe(offers[0].sellingPrice);
    }
  });
});

describe('variants in the listing', () => {
  const KIT = 'Memoria RAM Corsair Vengeance RGB DDR5 6000 MHz';
  const titles = async (query: string) =>
    (await asUser(ctx).get(`/products?category=ram_ddr5&${query}`))
      .json()
      .content.map((p: { title: string }) => p.title);
  const capacityCounts = async () => {
    const facets = (await asUser(ctx).get(`/products/facets?category=ram_ddr5`)).json();
    const capacity = facets.specs.find((s: { key: string }) => s.key === 'capacityGb');
    return Object.fromEntries(
      capacity.values.map((v: { value: string; count: number }) => [v.value, v.count]),
    );
  };

  it('finds a product sold in variants by any variant’s value, and counts it under each', async () => {
    expect(await titles('spec.capacityGb=16')).toContain(KIT);
    expect(await titles('spec.capacityGb=32')).toContain(KIT);
    expect(await titles('spec.capacityGb=64')).not.toContain(KIT);
    const counts = await capacityCounts();
    // The kit is one of the 16 GB and one of the 32 GB products of DDR5.
    const ddr5 = (await asUser(ctx).get('/products?category=ram_ddr5')).json().content;
    const own = (gb: number) =>
      ddr5.filter(
        (p: { title: string; specs: { capacityGb: number } }) => p.title !== KIT && p.specs.capacityGb === gb,
      ).length;
    expect(counts['16']).toBe(own(16) + 1);
    expect(counts['32']).toBe(own(32) + 1);
  });
});

describe('a mouse sold in colours', () => {
  it('is found by any of its colours and counted once under each', async () => {
    const [mouse] = await queryRows<{ id: string; title: string; color: string }>(
      ctx.database.db,
      sql`select p.id, p.title, p.color from products p
        join categories leaf on leaf.id = p.category_id join categories mid on mid.id = leaf.parent_id
        where mid.category_id = 'mice' and p.listed and cardinality(p.variant_axes) = 0 and p.color = 'Negro'
        order by p.id limit 1`,
    );
    const id = Number(mouse!.id);
    const listed = async (query: string) =>
      (await asUser(ctx).get(`/products?category=mice&${query}`))
        .json()
        .content.map((p: { title: string }) => p.title);
    const colors = async () =>
      Object.fromEntries(
        (await asUser(ctx).get('/products/facets?category=mice'))
          .json()
          .colors.map((c: { value: string; count: number }) => [c.value, c.count]),
      );
    expect(await listed('color=Rosado')).not.toContain(mouse!.title);
    const before = await colors();

    const shop = await openShop();
    expect((await shop.api.post('/sellers/offers', offer(id, 90_000))).statusCode).toBe(201);
    const added = await shop.api.post(`/sellers/catalog/products/${id}/variants`, {
      axes: { color: 'rosado' },
    });
    expect(added.statusCode, added.body).toBe(201);
    expect(added.json().variants.map((v: { label: string }) => v.label)).toEqual(['Negro', 'Rosado']);

    expect(await listed('color=Rosado')).toContain(mouse!.title);
    expect(await listed('color=Negro')).toContain(mouse!.title);
    const after = await colors();
    expect(after.Rosado).toBe((before.Rosado ?? 0) + 1);
    expect(after.Negro).toBe(before.Negro);
  });
});
