import { resolve } from 'node:path';
import { buildApp } from './app.ts';
import { type Config, loadConfig } from './config.ts';
import { DEMO_CUSTOMER_EMAIL, DEMO_SELLERS } from './db/seed/demo-catalog.ts';
import { seedDemo } from './db/seed/seed.ts';
import { createUsersService } from './modules/users/users.service.ts';
import { closeOnSignals, openDatabase, resolveJwtSecret } from './startup.ts';

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
  const database = await openDatabase(config, async ({ db }) => {
    await createUsersService({ db }).syncAdmins(config.ADMIN_EMAILS);
    if (config.SEED_DEMO) await seedDemo(db, { adminEmails: config.ADMIN_EMAILS });
  });

  const app = await buildApp({ config: { ...config, JWT_SECRET: resolveJwtSecret(config) }, database });
  app.addHook('onClose', () => database.close());

  closeOnSignals(app);

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
