import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countRows, createTestApp, latestCode, type TestContext, uniqueEmail } from '../../test/test-app.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ RATE_LIMIT_PER_MINUTE: '0' });
});
afterAll(() => ctx?.close());

const sendCode = (email: string) =>
  ctx.app.inject({ method: 'POST', url: '/v1/auth/sent/login-signup-otp', payload: { email } });

describe('mail outbox', () => {
  it('writes a sign-in code and its mail in one transaction: no mail, no code', async () => {
    const email = uniqueEmail('atomico');
    const codes = await countRows(ctx, 'one_time_codes');
    // The outbox refuses every new row, as a failing insert would.
    await ctx.database.db.execute(
      'alter table outbound_mail add constraint outbox_down check (false) not valid',
    );
    try {
      expect((await sendCode(email)).statusCode).toBe(500);
    } finally {
      await ctx.database.db.execute('alter table outbound_mail drop constraint outbox_down');
    }
    expect(await countRows(ctx, 'one_time_codes')).toBe(codes);

    // Once the outbox takes rows again, a code comes with its mail.
    expect((await sendCode(email)).statusCode).toBe(200);
    expect(await latestCode(ctx, email)).toMatch(/^\d{6}$/);
    expect(await countRows(ctx, 'one_time_codes')).toBe(codes + 1);
  });
});
