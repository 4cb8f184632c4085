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

async function main() {
  const config = loadConfig();
  const database = createDatabase({
    url: config.DATABASE_URL,
    dataDir: resolve(config.DATA_DIR, 'pglite'),
    poolSize: config.DATABASE_POOL_SIZE,
  });
  await database.migrate();
  await createUsersService({ db: database.db }).ensureAdmins(config.ADMIN_EMAILS);
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
    ...(config.MAIL_TRANSPORT === 'dev'
      ? [`  Buzón de desarrollo (códigos de acceso): ${url}/v1/dev/mailbox`]
      : []),
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
