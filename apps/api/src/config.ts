import { z } from 'zod';

const bool = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');
const int = (def: number) => z.coerce.number().int().nonnegative().default(def);

const ConfigSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().default('0.0.0.0'),
    PUBLIC_URL: z.url().optional(),
    DATA_DIR: z.string().default('./data'),
    /** PostgreSQL URL; unset means the embedded PGlite database under DATA_DIR. */
    DATABASE_URL: z.string().optional(),
    DATABASE_POOL_SIZE: int(10),
    /** HS256 secret for sign-in tokens; generated and kept under DATA_DIR when unset. */
    JWT_SECRET: z.string().min(32, 'JWT_SECRET must be at least 32 characters').optional(),
    JWT_TTL_HOURS: int(24),
    ADMIN_EMAIL: z.string().default('admin@tecnobazar.local'),
    SEED_DEMO: bool.default(true),
    /** 'true' or the proxies' addresses, so per-IP limits see the client's address behind them. */
    TRUST_PROXY: z
      .string()
      .default('false')
      .transform((v) => (v === 'true' ? true : v === 'false' ? false : v.split(',').map((s) => s.trim()))),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    REDIS_URL: z.string().optional(),
    BODY_LIMIT_BYTES: int(1_048_576),
    RATE_LIMIT_PER_MINUTE: int(600),

    MAIL_TRANSPORT: z.enum(['dev', 'smtp']).default('dev'),
    SMTP_URL: z.string().optional(),
    MAIL_FROM: z.string().default('TecnoBazar <no-reply@tecnobazar.local>'),

    OTP_TTL_MINUTES: int(10),
    OTP_MAX_ATTEMPTS: int(5),
    OTP_RESEND_SECONDS: int(30),
    OTP_PER_EMAIL_PER_HOUR: int(5),
    OTP_SENDS_PER_IP: int(30),
    OTP_TRIES_PER_IP: int(60),
    OTP_IP_WINDOW_MINUTES: int(15),
    SELLER_VERIFY_TTL_HOURS: int(24),

    PAYMENT_PROVIDER: z.enum(['dev', 'paypal']).default('dev'),
    PAYPAL_API_BASE: z.url().default('https://api-m.sandbox.paypal.com'),
    PAYPAL_CLIENT_ID: z.string().optional(),
    PAYPAL_CLIENT_SECRET: z.string().optional(),
    PAYPAL_WEBHOOK_ID: z.string().optional(),
    STORE_CURRENCY: z.string().length(3).default('COP'),
    STORE_TIMEZONE: z.string().default('America/Bogota'),
    PAYMENT_CURRENCY: z.string().length(3).default('USD'),
    PAYMENT_EXCHANGE_RATE: z.coerce.number().positive().default(4000),
    SHIPPING_FEE: int(10000),
    PLATFORM_COMMISSION_PERCENT: z.coerce.number().min(0).max(100).default(10),
  })
  .superRefine((c, ctx) => {
    if (c.MAIL_TRANSPORT === 'smtp' && !c.SMTP_URL)
      ctx.addIssue({ code: 'custom', path: ['SMTP_URL'], message: 'required when MAIL_TRANSPORT=smtp' });
    if (c.PAYMENT_PROVIDER === 'paypal' && !(c.PAYPAL_CLIENT_ID && c.PAYPAL_CLIENT_SECRET))
      ctx.addIssue({
        code: 'custom',
        path: ['PAYPAL_CLIENT_ID'],
        message: 'PAYPAL_CLIENT_ID and PAYPAL_CLIENT_SECRET are required when PAYMENT_PROVIDER=paypal',
      });
  });

export type RawConfig = z.infer<typeof ConfigSchema>;

export interface Config extends Omit<RawConfig, 'ADMIN_EMAIL' | 'PUBLIC_URL'> {
  PUBLIC_URL: string;
  ADMIN_EMAILS: string[];
}

/** Parses the environment once; every bad variable is listed together. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = ConfigSchema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const { ADMIN_EMAIL, PUBLIC_URL, ...rest } = parsed.data;
  return {
    ...rest,
    PUBLIC_URL: (PUBLIC_URL ?? `http://localhost:${rest.PORT}`).replace(/\/$/, ''),
    ADMIN_EMAILS: ADMIN_EMAIL.split(',')
      .map((e) => e.trim().toLowerCase())
      .filter(Boolean),
  };
}

/** Config for tests: defaults plus overrides, never reading the real environment except DATABASE_URL. */
export function testConfig(overrides: Record<string, string> = {}): Config & { JWT_SECRET: string } {
  return loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    JWT_SECRET: 'test-secret-test-secret-test-secret-000',
    SEED_DEMO: 'false',
    DATABASE_URL: process.env.DATABASE_URL,
    ...overrides,
  }) as Config & { JWT_SECRET: string };
}
