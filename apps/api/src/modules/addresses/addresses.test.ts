import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asUser } from '../../test/shopper.ts';
import { createTestApp, signUpCustomer, type TestContext } from '../../test/test-app.ts';

let ctx: TestContext;
let jwt: string;
beforeAll(async () => {
  ctx = await createTestApp({ RATE_LIMIT_PER_MINUTE: '0' });
  jwt = (await signUpCustomer(ctx)).jwt;
});
afterAll(() => ctx?.close());

const address = {
  name: 'Lucía Fernández',
  address: 'Calle 80 # 12-34',
  city: 'Bogotá',
  state: 'Cundinamarca',
  mobile: '3104567890',
};

describe('addresses', () => {
  it('refuses control characters in any field with 400, and stores nothing', async () => {
    const api = asUser(ctx, jwt);
    for (const field of ['name', 'address', 'city', 'state', 'mobile'] as const) {
      const res = await api.post('/api/users/addresses', { ...address, [field]: `a\u0000${address[field]}` });
      expect(res.statusCode, field).toBe(400);
      expect(res.json().message, field).toBe('El texto contiene caracteres no permitidos');
    }
    const multiline = await api.post('/api/users/addresses', { ...address, address: 'Calle 80\nApto 2' });
    expect(multiline.statusCode).toBe(400);
    expect((await api.get('/api/users/addresses')).json()).toEqual([]);
  });

  it('deletes with a body-less call whatever content type it names', async () => {
    const api = asUser(ctx, jwt);
    for (const contentType of ['application/json', 'application/x-www-form-urlencoded']) {
      const { id } = (await api.post('/api/users/addresses', address)).json();
      const res = await ctx.app.inject({
        method: 'DELETE',
        url: `/v1/api/users/addresses/${id}`,
        headers: { authorization: `Bearer ${jwt}`, 'content-type': contentType },
      });
      expect(res.statusCode, `${contentType}: ${res.body}`).toBe(200);
    }
    expect((await api.get('/api/users/addresses')).json()).toEqual([]);
    // A route that takes a body still says it is missing.
    const empty = await ctx.app.inject({
      method: 'POST',
      url: '/v1/api/users/addresses',
      headers: { authorization: `Bearer ${jwt}`, 'content-type': 'application/json' },
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('El cuerpo de la solicitud está vacío.');
  });
});
