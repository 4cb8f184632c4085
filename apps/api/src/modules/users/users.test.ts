import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpSeller } from '../../test/seller.ts';
import { asUser } from '../../test/shopper.ts';
import { createTestApp, signUpCustomer, type TestContext } from '../../test/test-app.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx?.close());

const PROFILE = '/api/users/profile';

describe('profile edit', () => {
  it('changes the shopper’s own name and mobile, and an empty mobile removes it', async () => {
    const { jwt, email } = await signUpCustomer(ctx);
    const me = asUser(ctx, jwt);

    const saved = await me.patch(PROFILE, { fullName: '  Lucía Fernández ', mobile: '+57 300 123 4567' });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ fullName: 'Lucía Fernández', mobile: '+57 300 123 4567', email });
    expect((await me.get(PROFILE)).json()).toMatchObject({
      fullName: 'Lucía Fernández',
      mobile: '+57 300 123 4567',
    });

    const cleared = await me.patch(PROFILE, { mobile: '' });
    expect(cleared.json()).toMatchObject({ fullName: 'Lucía Fernández', mobile: null });
  });

  it('refuses a short name or a mobile that is not a phone number, in Spanish', async () => {
    const me = asUser(ctx, (await signUpCustomer(ctx)).jwt);
    for (const [payload, message] of [
      [{ fullName: ' A ' }, 'El nombre debe tener al menos 2 caracteres'],
      [{ fullName: 'x'.repeat(101) }, 'El nombre debe tener como máximo 100 caracteres'],
      [{ mobile: 'llámame' }, 'Número de móvil no válido'],
      [{ mobile: '123' }, 'Número de móvil no válido'],
    ] as const) {
      const res = await me.patch(PROFILE, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().message).toBe(message);
    }
    expect((await me.get(PROFILE)).json()).toMatchObject({ fullName: 'Ana María Pérez', mobile: null });
  });

  it('ignores the role, e-mail and id sent back with the profile: only the caller’s own name changes', async () => {
    const a = await signUpCustomer(ctx);
    const b = await signUpCustomer(ctx, undefined, 'Bruno Díaz');
    const bId = (await asUser(ctx, b.jwt).get(PROFILE)).json().id;

    const res = await asUser(ctx, a.jwt).patch(PROFILE, {
      id: bId,
      fullName: 'Ana Nueva',
      email: b.email,
      role: 'ROLE_ADMIN',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ fullName: 'Ana Nueva', email: a.email, role: 'ROLE_CUSTOMER' });
    expect(res.json().id).not.toBe(bId);

    expect((await asUser(ctx, b.jwt).get(PROFILE)).json()).toMatchObject({
      id: bId,
      fullName: 'Bruno Díaz',
      email: b.email,
      role: 'ROLE_CUSTOMER',
    });
    // Not an administrator now: the admin area still refuses the token.
    expect((await asUser(ctx, a.jwt).get('/sellers')).statusCode).toBe(403);
  });

  it('refuses a visitor and a seller', async () => {
    expect((await asUser(ctx).patch(PROFILE, { fullName: 'Nadie' })).statusCode).toBe(401);
    const seller = asUser(ctx, await signUpSeller(ctx));
    expect((await seller.patch(PROFILE, { fullName: 'Vendedor' })).statusCode).toBe(403);
  });
});
