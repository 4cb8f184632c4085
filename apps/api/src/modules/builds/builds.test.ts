import type { BuildResponse, ProductResponse } from '@tecnobazar/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asUser } from '../../test/shopper.ts';
import { createTestApp, signUpCustomer, type TestContext } from '../../test/test-app.ts';

let ctx: TestContext;
const visitor = () => asUser(ctx);
const newShopper = async () => asUser(ctx, (await signUpCustomer(ctx)).jwt);
/** The cheapest buyable product of a level-2 category (and cooling type). */
const parts: Record<string, ProductResponse> = {};

beforeAll(async () => {
  ctx = await createTestApp({ RATE_LIMIT_PER_MINUTE: '0' }, { seed: true });
  const cheapest = async (category: string, type?: string) => {
    const filter = type ? `&spec.type=${encodeURIComponent(type)}` : '';
    const page = (await visitor().get(`/products?category=${category}&sort=price_low${filter}`)).json();
    const found = (page.content as ProductResponse[]).find((p) => p.in_stock && p.quantity >= 2);
    if (!found) throw new Error(`no ${category} in stock`);
    return found;
  };
  for (const [slot, category] of [
    ['cpu', 'processors'],
    ['motherboard', 'motherboards'],
    ['ram', 'ram'],
    ['gpu', 'graphics_cards'],
    ['ssd', 'ssd_drives'],
    ['psu', 'power_supplies'],
    ['case', 'cases'],
  ] as const)
    parts[slot] = await cheapest(category);
  parts.fans = await cheapest('cooling', 'Ventilador de gabinete');
});
afterAll(() => ctx?.close());

const body = (name = 'Mi armado gamer', slots = Object.keys(parts)) => ({
  name,
  parts: slots.map((slot) => ({ slot, productId: parts[slot]!.id, quantity: slot === 'ram' ? 2 : 1 })),
});

describe('builds', () => {
  it("saves a visitor's build as a link anyone opens, with its products as sold now", async () => {
    const saved = await visitor().post('/builds', body());
    expect(saved.statusCode).toBe(201);
    const build = saved.json() as BuildResponse;
    expect(build.id).toMatch(/^[A-Za-z0-9_-]{11}$/);
    expect(build.mine).toBe(false);
    const opened = (await (await newShopper()).get(`/builds/${build.id}`)).json() as BuildResponse;
    expect(opened.name).toBe('Mi armado gamer');
    expect(opened.parts).toEqual(body().parts);
    expect(opened.products.map((p) => p.id)).toEqual(Object.values(parts).map((p) => p.id));
    expect(opened.mine).toBe(false);
  });

  it("keeps a shopper's build theirs: listed, changed and deleted by them only", async () => {
    const ana = await newShopper();
    const beto = await newShopper();
    const build = (await ana.post('/builds', body('Oficina'))).json() as BuildResponse;
    expect(build.mine).toBe(true);
    expect((await ana.get(`/builds/${build.id}`)).json().mine).toBe(true);
    expect((await beto.get(`/builds/${build.id}`)).json().mine).toBe(false);
    expect(((await ana.get('/api/builds')).json() as BuildResponse[]).map((b) => b.id)).toEqual([build.id]);
    expect((await beto.get('/api/builds')).json()).toEqual([]);

    const betoPut = await beto.put(`/api/builds/${build.id}`, body('Robado'));
    expect(betoPut.statusCode).toBe(404);
    expect(betoPut.json().message).toBe('Armado no encontrado');
    expect((await beto.delete(`/api/builds/${build.id}`)).statusCode).toBe(404);
    expect((await visitor().get(`/builds/${build.id}`)).json().name).toBe('Oficina');

    const changed = await ana.put(`/api/builds/${build.id}`, body('Oficina 2', ['cpu', 'motherboard']));
    expect(changed.statusCode).toBe(200);
    expect(changed.json().parts).toHaveLength(2);
    expect((await ana.delete(`/api/builds/${build.id}`)).json().message).toBe('Armado eliminado');
    expect((await visitor().get(`/builds/${build.id}`)).statusCode).toBe(404);
  });

  it("never lets a shopper change a visitor's build: editing it means saving a copy", async () => {
    const build = (await visitor().post('/builds', body())).json() as BuildResponse;
    expect((await (await newShopper()).put(`/api/builds/${build.id}`, body('Mío'))).statusCode).toBe(404);
    expect((await visitor().get(`/builds/${build.id}`)).json().name).toBe('Mi armado gamer');
  });

  it('refuses a part in the wrong slot, two in a one-part slot, too many units, and unknown products', async () => {
    const refusal = async (payload: object) => {
      const res = await visitor().post('/builds', payload);
      return [res.statusCode, res.json().message];
    };
    const cpu = parts.cpu!;
    expect(await refusal({ name: 'x', parts: [{ slot: 'gpu', productId: cpu.id }] })).toEqual([
      400,
      `«${cpu.title}» no va en la ranura Tarjeta gráfica`,
    ]);
    expect(
      await refusal({
        name: 'x',
        parts: [
          { slot: 'psu', productId: parts.psu!.id },
          { slot: 'psu', productId: parts.case!.id },
        ],
      }),
    ).toEqual([400, 'Fuente de poder admite una sola parte']);
    expect(await refusal({ name: 'x', parts: [{ slot: 'cpu', productId: cpu.id, quantity: 2 }] })).toEqual([
      400,
      'Procesador admite hasta 1 unidades',
    ]);
    expect(await refusal({ name: 'x', parts: [{ slot: 'cpu', productId: 99_999_999 }] })).toEqual([
      404,
      'Una de las partes ya no está a la venta',
    ]);
    expect(await refusal({ name: ' ', parts: [{ slot: 'cpu', productId: cpu.id }] })).toEqual([
      400,
      'Ponle un nombre a tu armado',
    ]);
    expect(await refusal({ name: 'x', parts: [] })).toEqual([400, 'Agrega al menos una parte a tu armado']);
    expect((await visitor().get('/builds/no')).statusCode).toBe(400);
    expect((await visitor().get('/builds/AAAAAAAAAAA')).statusCode).toBe(404);
  });

  it("refuses a bad token instead of saving as a visitor; a seller's build is a visitor's", async () => {
    const res = await asUser(ctx, 'not-a-token').post('/builds', body());
    expect(res.statusCode).toBe(401);
  });

  it("needs a signed-in shopper for one's own builds", async () => {
    expect((await visitor().get('/api/builds')).statusCode).toBe(401);
    expect((await visitor().put('/api/builds/AAAAAAAAAAA', body())).statusCode).toBe(401);
  });
});

describe('adding a build to the cart', () => {
  it('adds every part, from several shops, in one call', async () => {
    const shopper = await newShopper();
    const items = body().parts.map(({ productId, quantity }) => ({ productId, quantity }));
    const res = await shopper.put('/api/cart/add-all', { items });
    expect(res.statusCode).toBe(200);
    const cart = res.json();
    expect(cart.cartItems).toHaveLength(items.length);
    const shops = new Set(cart.cartItems.map((i: { product: ProductResponse }) => i.product.seller.id));
    expect(shops.size).toBeGreaterThan(1);
    expect(cart.totalItem).toBe(items.reduce((n, i) => n + i.quantity, 0));
  });

  it('adds nothing when one part cannot be added, and says which', async () => {
    const shopper = await newShopper();
    const listing = (await visitor().get('/products?category=cooling&sort=price_low')).json();
    const soldOut = (listing.content as ProductResponse[]).find((p) => p.quantity === 0)!;
    const res = await shopper.put('/api/cart/add-all', {
      items: [
        { productId: parts.cpu!.id, quantity: 1 },
        { productId: soldOut.id, quantity: 1 },
      ],
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe(`«${soldOut.title}»: Este producto no está disponible por ahora.`);
    expect((await shopper.get('/api/cart')).json().cartItems).toEqual([]);
  });
});
