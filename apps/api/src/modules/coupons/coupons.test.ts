import type { CartResponse, ProductResponse } from '@tecnobazar/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calendarDate } from '../../lib/dates.ts';
import { adminToken, asUser, buyableProducts } from '../../test/shopper.ts';
import { createTestApp, signUpCustomer, type TestContext, uniqueEmail } from '../../test/test-app.ts';
import type { AuditService } from '../audit/audit.service.ts';
import { createCouponsService } from './coupons.service.ts';

let ctx: TestContext;
let admin: ReturnType<typeof asUser>;
let expensive: ProductResponse;
let cheap: ProductResponse;
const TZ = 'America/Bogota';

beforeAll(async () => {
  ctx = await createTestApp({ RATE_LIMIT_PER_MINUTE: '0' }, { seed: true });
  admin = asUser(ctx, await adminToken(ctx));
  const all = await buyableProducts(ctx, 'sort=price_high');
  expensive = all.find((p) => p.sellingPrice >= 400_000)!;
  cheap = (await buyableProducts(ctx, 'sort=price_low')).find((p) => p.sellingPrice < 40_000)!;
});
afterAll(() => ctx?.close());

const today = () => calendarDate(ctx.clock.now(), TZ);
const dayOffset = (days: number) => calendarDate(new Date(ctx.clock.now().getTime() + days * 86_400_000), TZ);
async function createCoupon(overrides: object = {}) {
  const code = `T${Math.random().toString(36).slice(2, 9)}`.toUpperCase();
  const res = await admin.post('/api/coupons/admin/create', {
    code,
    discountPercentage: 15,
    validityStartDate: `${dayOffset(-1)}T00:00:00.000Z`,
    validityEndDate: `${dayOffset(1)}T00:00:00.000Z`,
    minimumOrderValue: 50_000,
    ...overrides,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { id: number; code: string };
}
async function shopperWith(product: ProductResponse, quantity = 1) {
  const api = asUser(ctx, (await signUpCustomer(ctx, uniqueEmail('cupon'))).jwt);
  expect((await api.put('/api/cart/add', { productId: product.id, quantity })).statusCode).toBe(200);
  return api;
}
const apply = (api: ReturnType<typeof asUser>, code: string, on = true, orderValue?: number) =>
  api.post(`/api/coupons/apply?apply=${on}&code=${code}${orderValue ? `&orderValue=${orderValue}` : ''}`);

describe('applying a coupon', () => {
  it('applies the discount to the server-computed cart value', async () => {
    const { code } = await createCoupon({ discountPercentage: 15 });
    const api = await shopperWith(expensive);
    const res = await apply(api, code.toLowerCase());
    expect(res.statusCode, res.body).toBe(200);
    const cart: CartResponse = res.json();
    const couponCents = Math.floor(Math.round(expensive.sellingPrice * 100) * 0.15);
    expect(cart.couponCode).toBe(code);
    expect(cart.couponPrice).toBe(couponCents / 100);
    expect(cart.totalSellingPrice).toBeCloseTo(expensive.sellingPrice - couponCents / 100, 2);
    expect(cart.total).toBeCloseTo(cart.totalSellingPrice + cart.shipping, 2);
    expect((await api.get('/api/cart')).json().couponCode).toBe(code);
  });

  it("ignores the client's orderValue: the server's cart decides the minimum", async () => {
    const { code } = await createCoupon({ minimumOrderValue: 1_000_000_000 });
    const api = await shopperWith(cheap);
    const res = await apply(api, code, true, 999_999_999_999);
    expect(res.statusCode).toBe(422);
    expect(res.json().error).toBe('El valor mínimo del pedido para este cupón es $1.000.000.000.');
  });

  it('refuses unknown, inactive, expired and not-yet-valid coupons with reasons', async () => {
    const api = await shopperWith(expensive);
    const unknown = await apply(api, 'NOEXISTE');
    expect(unknown.statusCode).toBe(404);
    // The spec's client shows `error` first ("Failed to apply coupon" when it is missing).
    expect(unknown.json()).toEqual({ message: 'El cupón no existe.', error: 'El cupón no existe.' });
    expect((await apply(api, 'GAMER25')).json().message).toBe('Este cupón no está activo.');
    expect((await apply(api, 'VERANO15')).json().message).toMatch(
      /^Este cupón venció el \d\d\/\d\d\/\d{4}\.$/,
    );
    const future = await createCoupon({
      validityStartDate: dayOffset(3),
      validityEndDate: dayOffset(10),
    });
    const early = await apply(api, future.code);
    expect(early.statusCode).toBe(422);
    expect(early.json().message).toMatch(/válido a partir del/);
    expect((await api.get('/api/cart')).json().couponCode).toBeNull();
  });

  it('counts validity dates as whole days in the store time zone, both ends included', async () => {
    const { code } = await createCoupon({ validityStartDate: today(), validityEndDate: today() });
    const api = await shopperWith(expensive);
    expect((await apply(api, code)).statusCode).toBe(200);
    // Move to 23:30 of the same day in Bogotá (already the next day in UTC): still valid.
    const now = ctx.clock.now();
    const endOfDayBogota = new Date(`${today()}T23:30:00-05:00`);
    ctx.clock.advance(endOfDayBogota.getTime() - now.getTime());
    expect((await api.get('/api/cart')).json().couponCode).toBe(code);
    ctx.clock.advance(60 * 60_000); // 00:30 the next day in Bogotá
    expect((await api.get('/api/cart')).json().couponCode).toBeNull();
    expect((await apply(api, code)).json().message).toMatch(/venció/);
  });

  it('drops the coupon when the cart falls below the minimum, and apply=false removes it', async () => {
    const { code } = await createCoupon({ minimumOrderValue: Math.floor(expensive.sellingPrice) });
    const api = await shopperWith(expensive);
    expect((await apply(api, code)).statusCode).toBe(200);
    expect((await apply(api, code, false)).json().couponCode).toBeNull();
    expect((await apply(api, code)).statusCode).toBe(200);
    const itemId = (await api.get('/api/cart')).json().cartItems[0].id;
    await api.put('/api/cart/add', { productId: cheap.id });
    await api.delete(`/api/cart/item/${itemId}`);
    const cart: CartResponse = (await api.get('/api/cart')).json();
    expect(cart.couponCode).toBeNull();
    expect(cart.couponPrice).toBe(0);
  });

  it('refuses a code with a NUL byte with 400', async () => {
    const api = await shopperWith(expensive);
    const res = await apply(api, 'A%00B');
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().message).toBe('El texto contiene caracteres no permitidos');
  });

  it('refuses a coupon this shopper already used, and an empty cart', async () => {
    const coupon = await createCoupon();
    const { jwt } = await signUpCustomer(ctx, uniqueEmail('usado'));
    const api = asUser(ctx, jwt);
    expect((await apply(api, coupon.code)).json().message).toBe('El carrito está vacío.');
    await api.put('/api/cart/add', { productId: expensive.id });
    const me = (await api.get('/api/users/profile')).json();
    // Redeeming never writes the audit log.
    const audit = {} as AuditService;
    const coupons = createCouponsService({ db: ctx.database.db, clock: ctx.clock, timeZone: TZ, audit });
    expect(await coupons.redeem(ctx.database.db, coupon.id, me.id, null as never)).toBe(true);
    expect(await coupons.redeem(ctx.database.db, coupon.id, me.id, null as never)).toBe(false);
    const res = await apply(api, coupon.code);
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe('Ya usaste este cupón en una compra anterior.');
  });
});

describe('admin coupons', () => {
  it('switches a coupon off without deleting it, and counts its uses', async () => {
    const coupon = await createCoupon();
    const api = await shopperWith(expensive);
    const off = await admin.patch(`/api/coupons/admin/${coupon.id}/active`, { active: false });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json()).toMatchObject({ id: coupon.id, active: false });
    expect((await apply(api, coupon.code)).json().message).toBe('Este cupón no está activo.');
    expect((await admin.patch(`/api/coupons/admin/${coupon.id}/active`, {})).statusCode).toBe(400);
    await admin.patch(`/api/coupons/admin/${coupon.id}/active`, { active: true });
    expect((await apply(api, coupon.code)).statusCode).toBe(200);
    const listed = (
      (await admin.get('/api/coupons/admin/all')).json() as { id: number; timesUsed: number }[]
    ).find((c) => c.id === coupon.id);
    expect(listed).toMatchObject({ timesUsed: 0 });
    const auditRes = await admin.get('/admin/audit?action=coupon.active');
    expect(auditRes.statusCode, auditRes.body).toBe(200);
    const audit = auditRes.json().content[0];
    expect(audit).toMatchObject({
      entityId: String(coupon.id),
      before: { active: false },
      after: { active: true },
    });
  });

  it('creates, lists and deletes coupons', async () => {
    const created = await createCoupon({ code: 'nuevo-2026', discountPercentage: 30 });
    expect(created.code).toBe('NUEVO-2026');
    const list = (await admin.get('/api/coupons/admin/all')).json();
    expect(list.map((c: { code: string }) => c.code)).toContain('NUEVO-2026');
    const dup = await admin.post('/api/coupons/admin/create', {
      code: 'Nuevo-2026',
      discountPercentage: 5,
      validityStartDate: today(),
      validityEndDate: today(),
      minimumOrderValue: 1,
    });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().message).toBe('Ya existe un cupón con este código.');
    // A coupon whose last day is over is refused: nobody could use it. The list says which have ended.
    const ended = await admin.post('/api/coupons/admin/create', {
      code: 'YA-PASO',
      discountPercentage: 5,
      validityStartDate: dayOffset(-10),
      validityEndDate: dayOffset(-1),
      minimumOrderValue: 1,
    });
    expect(ended.statusCode).toBe(400);
    expect(ended.json().message).toMatch(/^La fecha de fin \(\d\d\/\d\d\/\d{4}\) ya pasó/);
    const expired = (code: string) => list.find((c: { code: string }) => c.code === code)?.expired;
    expect([expired('NUEVO-2026'), expired('VERANO15')]).toEqual([false, true]);
    expect((await admin.delete(`/api/coupons/admin/delete/${created.id}`)).statusCode).toBe(200);
    expect((await admin.delete(`/api/coupons/admin/delete/${created.id}`)).statusCode).toBe(404);
  });

  it('validates with the messages of the spec', async () => {
    const base = {
      code: 'VALIDO',
      discountPercentage: 10,
      validityStartDate: today(),
      validityEndDate: today(),
      minimumOrderValue: 10,
    };
    const cases: [object, string][] = [
      [{ code: '' }, 'El código de cupón es obligatorio'],
      [{ code: 'AB' }, 'El código debe tener al menos 3 caracteres'],
      [{ code: 'A'.repeat(21) }, 'El código debe tener como máximo 20 caracteres'],
      [{ discountPercentage: 0 }, 'El descuento debe ser al menos del 1%'],
      [{ discountPercentage: 101 }, 'El descuento no puede exceder el 100%'],
      [{ validityStartDate: '' }, 'La fecha de inicio es obligatoria'],
      [{ validityStartDate: 'mañana' }, 'Fecha inválida'],
      [{ validityEndDate: '' }, 'La fecha de finalización es obligatoria'],
      [
        { validityEndDate: dayOffset(-2) },
        'La fecha de finalización no puede ser anterior a la fecha de inicio',
      ],
      [{ minimumOrderValue: 0 }, 'El valor mínimo del pedido debe ser al menos 1'],
    ];
    for (const [change, message] of cases) {
      const res = await admin.post('/api/coupons/admin/create', { ...base, ...change });
      expect(res.statusCode, message).toBe(400);
      expect(
        res.json().details.map((d: { message: string }) => d.message),
        JSON.stringify(change),
      ).toContain(message);
    }
    const missing = await admin.post('/api/coupons/admin/create', {});
    expect(missing.json().details.map((d: { message: string }) => d.message)).toEqual(
      expect.arrayContaining([
        'El código de cupón es obligatorio',
        'El valor mínimo del pedido es obligatorio',
      ]),
    );
  });

  it("refuses days that are not on the calendar with 'Fecha inválida'", async () => {
    const base = { code: 'CALENDARIO', discountPercentage: 10, minimumOrderValue: 10 };
    const impossible = [
      '2026-02-31',
      '2026-02-31T00:00:00.000Z',
      '2026-02-29',
      '2100-02-29',
      '2026-04-31',
      '2026-13-01',
      '2026-00-10',
      '2026-01-00',
      '0000-01-01',
    ];
    for (const date of impossible) {
      const res = await admin.post('/api/coupons/admin/create', {
        ...base,
        validityStartDate: date,
        validityEndDate: '2099-12-31',
      });
      expect(res.statusCode, date).toBe(400);
      expect(res.json().message, date).toBe('Fecha inválida');
    }
    // 29 February of leap years is a day.
    await createCoupon({ validityStartDate: '2000-02-29', validityEndDate: '2028-02-29' });
  });

  it('takes numbers as JSON numbers only', async () => {
    const base = {
      code: 'TIPOS',
      discountPercentage: 10,
      validityStartDate: today(),
      validityEndDate: today(),
      minimumOrderValue: 10,
    };
    const cases: [object, string][] = [
      [{ discountPercentage: '15' }, 'El descuento debe ser un número'],
      [{ discountPercentage: true }, 'El descuento debe ser un número'],
      [{ discountPercentage: [15] }, 'El descuento debe ser un número'],
      [{ minimumOrderValue: '0x5' }, 'El valor mínimo del pedido debe ser un número'],
      [{ minimumOrderValue: 1e30 }, 'El valor mínimo del pedido es demasiado alto'],
    ];
    for (const [change, message] of cases) {
      const res = await admin.post('/api/coupons/admin/create', { ...base, ...change });
      expect(res.statusCode, JSON.stringify(change)).toBe(400);
      expect(res.json().message, JSON.stringify(change)).toBe(message);
    }
    const bad = await admin.post('/api/coupons/admin/create', { ...base, code: 'A\u0000B' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('El texto contiene caracteres no permitidos');
    expect(
      (await admin.get('/api/coupons/admin/all')).json().map((c: { code: string }) => c.code),
    ).not.toContain('TIPOS');
  });

  it('is for administrators only', async () => {
    const shopper = asUser(ctx, (await signUpCustomer(ctx)).jwt);
    expect((await shopper.get('/api/coupons/admin/all')).statusCode).toBe(403);
    expect((await shopper.post('/api/coupons/admin/create', {})).statusCode).toBe(403);
    expect((await shopper.delete('/api/coupons/admin/delete/1')).statusCode).toBe(403);
    expect((await asUser(ctx).get('/api/coupons/admin/all')).statusCode).toBe(401);
  });
});
