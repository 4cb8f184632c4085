import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app.ts';
import { loadConfig, testConfig } from './config.ts';
import { queryRows } from './db/client.ts';
import { createTestApp, createTestDatabase, type TestContext } from './test/test-app.ts';

describe('app core', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx?.close());

  it('answers health with the database status', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/v1/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', db: 'ok' });

    const database = await createTestDatabase();
    const app = await buildApp({ config: testConfig(), database, webDist: '/nonexistent' });
    await database.drop();
    const down = await app.inject({ method: 'GET', url: '/v1/health' });
    expect(down.statusCode).toBe(503);
    await app.close();
  });

  it('publishes the OpenAPI document with the spec call paths', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/v1/docs/json' });
    expect(res.statusCode).toBe(200);
    const paths = Object.keys(res.json().paths);
    for (const p of [
      '/v1/auth/sent/login-signup-otp',
      '/v1/auth/signin',
      '/v1/sellers/verify/login-top',
      '/v1/api/users/profile',
    ]) {
      expect(paths).toContain(p);
    }
  });

  it.runIf(testConfig().DATABASE_URL)('keeps answering after PostgreSQL drops its connections', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/v1/health' })).statusCode).toBe(200);
    const [current] = await queryRows<{ name: string }>(
      ctx.database.db,
      sql`select current_database() as name`,
    );
    const admin = new pg.Client({ connectionString: testConfig().DATABASE_URL });
    await admin.connect();
    await admin.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = $1', [
      current!.name,
    ]);
    await admin.end();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect((await ctx.app.inject({ method: 'GET', url: '/v1/health' })).statusCode).toBe(200);
  });

  it('sends a JSON answer the headers that guard data: nothing it could load, frame or sniff', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/v1/health' });
    expect(res.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(res.headers['strict-transport-security']).toContain('max-age=');
    // What only a page needs stays off the API's answers.
    expect(res.headers['x-frame-options']).toBeUndefined();
  });
});

describe('serving the web app', () => {
  it('serves the SPA with history fallback, and JSON 404 under /v1', async () => {
    const dist = mkdtempSync(join(tmpdir(), 'tb-web-'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>TecnoBazar</title>');
    const database = await createTestDatabase();
    const app = await buildApp({ config: testConfig(), database, webDist: dist });
    try {
      for (const url of ['/', '/products/keyboards', '/login']) {
        const res = await app.inject({ method: 'GET', url });
        expect(res.statusCode, url).toBe(200);
        expect(res.body).toContain('<title>TecnoBazar</title>');
        // A page gets helmet's whole set, with the policy the app works under.
        expect(res.headers['content-security-policy'], url).toContain("script-src 'self'");
        expect(res.headers['x-frame-options'], url).toBe('SAMEORIGIN');
        expect(res.headers['x-content-type-options'], url).toBe('nosniff');
      }
      const api = await app.inject({ method: 'GET', url: '/v1/nada' });
      expect(api.statusCode).toBe(404);
      expect(api.json().message).toBe('Ruta no encontrada');
    } finally {
      await app.close();
      await database.drop();
    }
  });

  it('sends an address that leads nowhere as the app with 404: unknown page, category or product', async () => {
    const root = mkdtempSync(join(tmpdir(), 'tb-web-'));
    const dist = join(root, 'dist');
    mkdirSync(dist);
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>TecnoBazar</title>');
    // The web app's server build, as far as this needs: it draws nothing and knows every page but /zzz.
    mkdirSync(join(root, 'dist-server'));
    writeFileSync(
      join(root, 'dist-server', 'entry-server.js'),
      "export const renderFirstScreen = async () => undefined;\nexport const isKnownPage = async (p) => p !== '/zzz';",
    );
    const database = await createTestDatabase();
    const app = await buildApp({ config: testConfig(), database, webDist: dist });
    try {
      const status = async (url: string) => {
        const res = await app.inject({ method: 'GET', url });
        expect(res.body, url).toContain('<title>TecnoBazar</title>');
        expect(res.headers['content-type'], url).toContain('text/html');
        return res.statusCode;
      };
      expect(await status('/zzz')).toBe(404);
      expect(await status('/products/no_such_cat')).toBe(404);
      expect(await status('/product-details/keyboards/teclado/999999')).toBe(404);
      expect(await status('/products/keyboards')).toBe(200);
      expect(await status('/cart')).toBe(200);
      expect(await status('/')).toBe(200);
    } finally {
      await app.close();
      await database.drop();
    }
  });

  it('still serves the app when its server drawing cannot load', async () => {
    const root = mkdtempSync(join(tmpdir(), 'tb-web-'));
    const dist = join(root, 'dist');
    mkdirSync(dist);
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>TecnoBazar</title>');
    mkdirSync(join(root, 'dist-server'));
    writeFileSync(join(root, 'dist-server', 'entry-server.js'), "throw new Error('a broken build');");
    const database = await createTestDatabase();
    const app = await buildApp({ config: testConfig(), database, webDist: dist });
    try {
      const res = await app.inject({ method: 'GET', url: '/' });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('<title>TecnoBazar</title>');
    } finally {
      await app.close();
      await database.drop();
    }
  });

  it("does not count the app's files against the per-address limit, only API calls", async () => {
    const dist = mkdtempSync(join(tmpdir(), 'tb-web-'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>TecnoBazar</title>');
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'assets', 'search-page-abc123.js'), 'export {};');
    const database = await createTestDatabase();
    const app = await buildApp({
      config: testConfig({ RATE_LIMIT_PER_MINUTE: '3' }),
      database,
      webDist: dist,
    });
    try {
      // A page's script chunks must load however busy the address was: a refused chunk breaks the page.
      for (let i = 0; i < 10; i++) {
        for (const url of ['/assets/search-page-abc123.js', '/search-products']) {
          expect((await app.inject({ method: 'GET', url })).statusCode, url).toBe(200);
        }
      }
      const calls = [];
      for (let i = 0; i < 4; i++)
        calls.push((await app.inject({ method: 'GET', url: '/v1/products/1' })).statusCode);
      expect(calls).toEqual([404, 404, 404, 429]);
    } finally {
      await app.close();
      await database.drop();
    }
  });
});

describe('configuration', () => {
  it('lists every bad variable at once', () => {
    expect(() => loadConfig({ PORT: 'abc', LOG_LEVEL: 'ruido', JWT_SECRET: 'corto' })).toThrow(
      /PORT[\s\S]*JWT_SECRET[\s\S]*LOG_LEVEL/,
    );
    expect(() => loadConfig({ MAIL_TRANSPORT: 'smtp', PAYMENT_PROVIDER: 'paypal' })).toThrow(
      /SMTP_URL[\s\S]*PAYPAL_CLIENT_ID/,
    );
  });

  const safeProduction = {
    NODE_ENV: 'production',
    MAIL_TRANSPORT: 'smtp',
    SMTP_URL: 'smtp://mail.example.com:587',
    PAYMENT_PROVIDER: 'paypal',
    PAYPAL_CLIENT_ID: 'id',
    PAYPAL_CLIENT_SECRET: 'secret',
    PAYPAL_WEBHOOK_ID: 'WH-1',
    JWT_SECRET: 'a-production-secret-of-at-least-32-chars',
    PUBLIC_URL: 'https://tienda.example.com',
  };

  it('starts in production only with real providers, a set secret and a public address', () => {
    const config = loadConfig(safeProduction);
    expect(config.NODE_ENV).toBe('production');
    expect(config.ADMIN_2FA_REQUIRED).toBe(true);
    expect(loadConfig({}).ADMIN_2FA_REQUIRED).toBe(false);
    expect(loadConfig({ ...safeProduction, TRUST_PROXY: '10.0.0.0/8' }).TRUST_PROXY).toEqual(['10.0.0.0/8']);
  });

  it.each([
    [
      'MAIL_TRANSPORT',
      { MAIL_TRANSPORT: 'dev' },
      /MAIL_TRANSPORT: is dev: the dev mailbox .* Set MAIL_TRANSPORT=smtp/,
    ],
    [
      'PAYMENT_PROVIDER',
      { PAYMENT_PROVIDER: 'dev' },
      /PAYMENT_PROVIDER: is dev: the payment simulator .* Set PAYMENT_PROVIDER=paypal/,
    ],
    ['PAYPAL_WEBHOOK_ID', { PAYPAL_WEBHOOK_ID: undefined }, /PAYPAL_WEBHOOK_ID: is not set: .* Set it/],
    ['JWT_SECRET', { JWT_SECRET: undefined }, /JWT_SECRET: is not set: .* Set JWT_SECRET/],
    ['PUBLIC_URL unset', { PUBLIC_URL: undefined }, /PUBLIC_URL: is not set: .* Set PUBLIC_URL/],
    [
      'PUBLIC_URL localhost',
      { PUBLIC_URL: 'http://localhost:3000' },
      /PUBLIC_URL: is http:\/\/localhost:3000/,
    ],
    ['PUBLIC_URL loopback', { PUBLIC_URL: 'http://127.0.0.1' }, /PUBLIC_URL: is http:\/\/127\.0\.0\.1/],
    ['PUBLIC_URL IPv6 loopback', { PUBLIC_URL: 'http://[::1]:8080' }, /PUBLIC_URL: is http:\/\/\[::1\]:8080/],
    [
      'TRUST_PROXY true',
      { TRUST_PROXY: 'true' },
      /TRUST_PROXY: trusts every address: .* Set TRUST_PROXY to the proxy's own address or network/,
    ],
    ['TRUST_PROXY ::/0', { TRUST_PROXY: '10.0.0.2, ::/0' }, /TRUST_PROXY: trusts every address/],
    [
      'EINVOICE_PROVIDER',
      { EINVOICE_PROVIDER: 'dev', EINVOICE_API_BASE: 'http://127.0.0.1:4010' },
      /EINVOICE_PROVIDER: is dev: receipts would print invoice numbers .* Set EINVOICE_PROVIDER=none/,
    ],
  ])('refuses a production start with an unsafe %s, saying what to set', (_name, change, message) => {
    expect(() => loadConfig({ ...safeProduction, ...change })).toThrow(message);
    expect(() => loadConfig({ ...safeProduction, ...change })).toThrow(/for NODE_ENV=production/);
  });

  it('lists every unsafe default when `npm start` is run with NODE_ENV=production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(
      /MAIL_TRANSPORT[\s\S]*PAYMENT_PROVIDER[\s\S]*JWT_SECRET[\s\S]*PUBLIC_URL/,
    );
  });

  it('the server process refuses to start in production with the defaults and exits 1', () => {
    const result = spawnSync(
      process.execPath,
      ['--import', 'tsx', fileURLToPath(new URL('./server.ts', import.meta.url))],
      {
        env: {
          PATH: process.env.PATH,
          NODE_ENV: 'production',
          DATA_DIR: mkdtempSync(join(tmpdir(), 'tb-prod-')),
        },
        encoding: 'utf8',
        timeout: 30_000,
      },
    );
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('Invalid configuration for NODE_ENV=production');
    expect(result.stderr).toContain('Set MAIL_TRANSPORT=smtp');
  });

  it('splits the admin list and lower-cases it', () => {
    expect(loadConfig({ ADMIN_EMAIL: 'Jefe@Tienda.co, otra@tienda.co' }).ADMIN_EMAILS).toEqual([
      'jefe@tienda.co',
      'otra@tienda.co',
    ]);
  });
});
