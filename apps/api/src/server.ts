import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { buildApp } from './app.ts';
import { type Config, loadConfig } from './config.ts';
import { createDatabase } from './db/client.ts';
import { DEMO_CUSTOMER_EMAIL, DEMO_SELLERS } from './db/seed/demo-catalog.ts';
import { seedDemo } from './db/seed/seed.ts';
import { createUsersService } from './modules/users/users.service.ts';

/** JWT_SECRET, or a random one generated once and kept under DATA_DIR (never in the code). */
function resolveJwtSecret(config: Config): string {
  if (config.JWT_SECRET) return config.JWT_SECRET;
  const file = join(config.DATA_DIR, 'jwt-secret');
  if (!existsSync(file)) {
    mkdirSync(config.DATA_DIR, { recursive: true });
    writeFileSync(file, randomBytes(48).toString('base64url'), { mode: 0o600 });
  }
  return readFileSync(file, 'utf8').trim();
}

/** Says plainly which dev providers are on: each would be unsafe on a public store. */
function devProviderWarnings(config: Config, url: string): string[] {
  const lines = [];
  if (config.MAIL_TRANSPORT === 'dev')
    lines.push(
      `  ⚠ Buzón de desarrollo ACTIVO: los correos no salen; los códigos de acceso se leen en ${url}/v1/dev/mailbox`,
    );
  if (config.PAYMENT_PROVIDER === 'dev')
    lines.push('  ⚠ Simulador de pagos ACTIVO: PayPal no se usa y cualquier pago se aprueba sin cobrar.');
  if (lines.length > 0)
    lines.push(
      config.DEV_ROUTES_PUBLIC
        ? '  ⚠ DEV_ROUTES_PUBLIC=true: el buzón y el simulador responden a cualquier dirección.'
        : '    Solo responden a esta máquina. Para producción: NODE_ENV=production (ver README).',
    );
  return lines;
}

async function main() {
  const config = loadConfig();
  const database = createDatabase({
    url: config.DATABASE_URL,
    dataDir: resolve(config.DATA_DIR, 'pglite'),
    poolSize: config.DATABASE_POOL_SIZE,
  });
  await database.migrate();
  await createUsersService({ db: database.db }).syncAdmins(config.ADMIN_EMAILS);
  if (config.SEED_DEMO) await seedDemo(database.db, { adminEmails: config.ADMIN_EMAILS });

  const app = await buildApp({ config: { ...config, JWT_SECRET: resolveJwtSecret(config) }, database });
  app.addHook('onClose', () => database.close());

  let closing = false;
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, async () => {
      if (closing) return;
      closing = true;
      app.log.info({ signal }, 'shutting down');
      const force = setTimeout(() => process.exit(1), 10_000).unref();
      await app.close();
      clearTimeout(force);
      process.exit(0);
    });
  }

  await app.listen({ port: config.PORT, host: config.HOST });
  const url = config.PUBLIC_URL;
  const lines = [
    '',
    `  TecnoBazar está en ${url}`,
    `  Base de datos: ${database.kind === 'pglite' ? `PGlite embebida en ${resolve(config.DATA_DIR, 'pglite')}` : 'PostgreSQL (DATABASE_URL)'}`,
    `  API y documentación: ${url}/v1/docs`,
    ...devProviderWarnings(config, url),
    '  Cuentas de demostración (inicia sesión con el código que llega al buzón):',
    `    administrador: ${config.ADMIN_EMAILS.join(', ')}  → ${url}/admin-login`,
    `    cliente:       ${DEMO_CUSTOMER_EMAIL}  → ${url}/login`,
    `    vendedor:      ${DEMO_SELLERS[0]!.email}  → ${url}/become-seller`,
    '',
  ];
  console.log(lines.join('\n'));
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
