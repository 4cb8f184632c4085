import { z } from 'zod';

const bool = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');
const int = (def: number) => z.coerce.number().int().nonnegative().default(def);

/** A host only this machine can reach: e-mailed links and PayPal's return address would not work. */
export function isLocalHost(hostname: string): boolean {
  const host = hostname.replace(/^\[|\]$/g, '').toLowerCase();
  return (
    host === 'localhost' ||
    host.endsWith('.localhost') ||
    host === '::1' ||
    host === '0.0.0.0' ||
    /^127\.\d+\.\d+\.\d+$/.test(host)
  );
}

/**
 * `npm start` runs with the dev mailbox, the payment simulator and a generated secret so it works offline.
 * In production each of them would hand accounts or goods to strangers, so start-up stops and says what to set.
 */
function refuseUnsafeProduction(
  c: {
    MAIL_TRANSPORT: string;
    PAYMENT_PROVIDER: string;
    PAYPAL_WEBHOOK_ID?: string;
    EINVOICE_PROVIDER: string;
    JWT_SECRET?: string;
    PUBLIC_URL?: string;
    TRUST_PROXY: boolean | string[];
  },
  ctx: z.RefinementCtx,
) {
  const refuse = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
  if (c.MAIL_TRANSPORT === 'dev')
    refuse(
      'MAIL_TRANSPORT',
      'is dev: the dev mailbox would show every sign-in code to anyone. Set MAIL_TRANSPORT=smtp and SMTP_URL.',
    );
  if (c.PAYMENT_PROVIDER === 'dev')
    refuse(
      'PAYMENT_PROVIDER',
      'is dev: the payment simulator approves every payment. Set PAYMENT_PROVIDER=paypal with PAYPAL_CLIENT_ID, PAYPAL_CLIENT_SECRET and PAYPAL_WEBHOOK_ID.',
    );
  if (c.PAYMENT_PROVIDER === 'paypal' && !c.PAYPAL_WEBHOOK_ID)
    refuse(
      'PAYPAL_WEBHOOK_ID',
      "is not set: PayPal's webhook could not be verified, so a payment whose buyer never came back would never become an order. Set it to the webhook's id from the PayPal dashboard.",
    );
  if (c.EINVOICE_PROVIDER === 'dev')
    refuse(
      'EINVOICE_PROVIDER',
      "is dev: receipts would print invoice numbers DIAN never received. Set EINVOICE_PROVIDER=none until a real provider's client is added (README: Electronic invoicing).",
    );
  if (!c.JWT_SECRET)
    refuse(
      'JWT_SECRET',
      'is not set: a secret generated into DATA_DIR differs per instance and is lost with the disk. Set JWT_SECRET to 32+ random characters (e.g. `openssl rand -base64 48`).',
    );
  if (!c.PUBLIC_URL || isLocalHost(new URL(c.PUBLIC_URL).hostname))
    refuse(
      'PUBLIC_URL',
      `is ${c.PUBLIC_URL ?? 'not set'}: e-mailed links and the PayPal return address must reach the store. Set PUBLIC_URL to its public address, e.g. https://tienda.example.com.`,
    );
  if (c.TRUST_PROXY === true || (Array.isArray(c.TRUST_PROXY) && c.TRUST_PROXY.some(trustsEveryone)))
    refuse(
      'TRUST_PROXY',
      "trusts every address: any client could name its own address in X-Forwarded-For and escape every per-address limit. Set TRUST_PROXY to the proxy's own address or network, e.g. 127.0.0.1 or 10.0.0.0/8.",
    );
}

/** A TRUST_PROXY entry that matches any address, as `true` does. */
const trustsEveryone = (entry: string) => /\/0$/.test(entry);

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
    /** The proxies' addresses or networks, so per-IP limits see the client's address behind them ('true' trusts anyone). */
    TRUST_PROXY: z
      .string()
      .default('false')
      .transform((v) => (v === 'true' ? true : v === 'false' ? false : v.split(',').map((s) => s.trim()))),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    REDIS_URL: z.string().optional(),
    /** in-process: this process runs the timed jobs; worker: only `npm run worker` does (PostgreSQL only). */
    JOBS: z.enum(['in-process', 'worker']).default('in-process'),
    BODY_LIMIT_BYTES: int(1_048_576),
    /**
     * The longest a client may take to send a whole request, headers and body; then it gets a 408 and the
     * socket is closed. Without it a client sending a byte every few seconds holds a socket forever.
     */
    REQUEST_TIMEOUT_SECONDS: z.coerce.number().positive().default(60),
    /** The longest a client may take to send a request's headers (at most REQUEST_TIMEOUT_SECONDS). */
    HEADERS_TIMEOUT_SECONDS: z.coerce.number().positive().default(20),
    /** How long an idle kept-alive connection stays open: longer than a proxy's (nginx's upstream 60 s). */
    KEEP_ALIVE_TIMEOUT_SECONDS: z.coerce.number().positive().default(72),
    /** A socket on which nothing moves either way for this long is closed. */
    CONNECTION_TIMEOUT_SECONDS: z.coerce.number().positive().default(120),
    RATE_LIMIT_PER_MINUTE: int(600),
    /** Outside production the dev routes answer loopback callers only, unless this is true. */
    DEV_ROUTES_PUBLIC: bool.default(false),
    /** Administrators must enable a second factor before the admin area opens; on by default in production. */
    ADMIN_2FA_REQUIRED: bool.optional(),

    MAIL_TRANSPORT: z.enum(['dev', 'smtp']).default('dev'),
    SMTP_URL: z.string().optional(),
    MAIL_FROM: z.string().default('TecnoBazar <no-reply@tecnobazar.local>'),

    OTP_TTL_MINUTES: int(10),
    OTP_MAX_ATTEMPTS: int(5),
    OTP_RESEND_SECONDS: int(30),
    /** Codes an hour per requester address, purpose and e-mail (and registration notices per e-mail). */
    OTP_PER_EMAIL_PER_HOUR: int(5),
    /** Codes per e-mail from every address together in OTP_EMAIL_CEILING_MINUTES (docs/decisions/0020). */
    OTP_EMAIL_CEILING: int(20),
    OTP_EMAIL_CEILING_MINUTES: int(15),
    OTP_SENDS_PER_IP: int(30),
    OTP_TRIES_PER_IP: int(60),
    OTP_IP_WINDOW_MINUTES: int(15),
    SELLER_VERIFY_TTL_HOURS: int(24),

    PAYMENT_PROVIDER: z.enum(['dev', 'paypal']).default('dev'),
    PAYPAL_API_BASE: z.url().default('https://api-m.sandbox.paypal.com'),
    PAYPAL_CLIENT_ID: z.string().optional(),
    PAYPAL_CLIENT_SECRET: z.string().optional(),
    PAYPAL_WEBHOOK_ID: z.string().optional(),
    /** Electronic invoices to DIAN (lib/einvoice): none (receipts are comprobantes) or dev (EINVOICE_API_BASE). */
    EINVOICE_PROVIDER: z.enum(['none', 'dev']).default('none'),
    /** The e-invoicing provider's API (a fake on loopback for dev) and its key. */
    EINVOICE_API_BASE: z.url().optional(),
    EINVOICE_API_KEY: z.string().default('dev'),
    STORE_CURRENCY: z.string().length(3).default('COP'),
    STORE_TIMEZONE: z.string().default('America/Bogota'),
    PAYMENT_CURRENCY: z.string().length(3).default('USD'),
    PAYMENT_EXCHANGE_RATE: z.coerce.number().positive().default(4000),
    SHIPPING_FEE: int(10000),
    /** A checkout not paid within this many hours expires. */
    CHECKOUT_TTL_HOURS: z.coerce.number().positive().default(24),
    /** How long after it started a checkout without orders is looked at by the reconciliation job. */
    CHECKOUT_RECONCILE_AFTER_SECONDS: int(120),
    PLATFORM_COMMISSION_PERCENT: z.coerce.number().min(0).max(100).default(10),
    /** IVA the platform charges on its commission, in percent (modules/commissions, decision 0026). */
    COMMISSION_VAT_PERCENT: z.coerce.number().int().min(0).max(100).default(19),
    /** Business days after delivery a sale is held before it can be paid out (the buyer's right of withdrawal). */
    SALE_HOLD_DAYS: z.coerce.number().int().min(0).max(60).default(5),
    /** Business days after delivery a buyer may ask to return units for any reason (product.md#returns-and-warranty). */
    RETURN_WINDOW_DAYS: z.coerce.number().int().min(0).max(60).default(5),
    /** Calendar days after delivery a defect may be claimed under warranty. */
    WARRANTY_DAYS: z.coerce.number().int().min(0).max(3650).default(365),
    /** Business days a seller has to answer a return before being reminded; twice as many and it escalates. */
    RETURN_SELLER_DAYS: z.coerce.number().int().min(1).max(30).default(3),
    /** The smallest available balance a seller may ask to be paid, in store units. */
    PAYOUT_MINIMUM: int(50000),

    /** Largest image file accepted by POST /uploads/image, in bytes. */
    UPLOAD_MAX_BYTES: z.coerce
      .number()
      .int()
      .positive()
      .default(8 * 1024 * 1024),
    /** Largest image accepted, in pixels (width × height), read from the header before decoding. */
    UPLOAD_MAX_PIXELS: z.coerce.number().int().positive().default(40_000_000),
    /** Uploads per account per window (0: no limit); each one costs a decode and a re-encode. */
    UPLOADS_PER_ACCOUNT: int(30),
    UPLOAD_WINDOW_MINUTES: z.coerce.number().int().positive().default(10),
    /**
     * An upload no product, review, home tile, order or checkout being paid uses is deleted this long after
     * it was (last) uploaded: a seller filling a form has this long to save it.
     */
    UPLOAD_UNUSED_HOURS: z.coerce.number().positive().default(24),
    /** Cloudinary cloud whose image URLs products may carry; unset means only our own media. */
    CLOUDINARY_CLOUD_NAME: z
      .string()
      .regex(/^[a-z0-9_-]+$/i, 'letters, digits, _ and - only')
      .optional(),
    /** S3 bucket (or an S3-compatible server's) for uploads; unset keeps them on local disk under DATA_DIR. */
    S3_BUCKET: z.string().optional(),
    /** An S3-compatible server's address, e.g. http://127.0.0.1:9000; unset means AWS. */
    S3_ENDPOINT: z.url().optional(),
    S3_REGION: z.string().default('us-east-1'),
    /** Both or neither; unset, the AWS SDK's default chain (environment, profile, instance role). */
    S3_ACCESS_KEY_ID: z.string().optional(),
    S3_SECRET_ACCESS_KEY: z.string().optional(),
    /** `endpoint/bucket/key` addresses; defaults to true when S3_ENDPOINT is set (S3-compatible servers). */
    S3_FORCE_PATH_STYLE: bool.optional(),
    /** Put before every object name, e.g. `uploads/`. */
    S3_PREFIX: z.string().default(''),
  })
  .superRefine((c, ctx) => {
    if (c.NODE_ENV === 'production') refuseUnsafeProduction(c, ctx);
    if (c.JOBS === 'worker' && !c.DATABASE_URL)
      ctx.addIssue({
        code: 'custom',
        path: ['JOBS'],
        message: 'is worker, which needs DATABASE_URL: a separate worker cannot share the embedded database',
      });
    if (c.MAIL_TRANSPORT === 'smtp' && !c.SMTP_URL)
      ctx.addIssue({ code: 'custom', path: ['SMTP_URL'], message: 'required when MAIL_TRANSPORT=smtp' });
    if (c.PAYMENT_PROVIDER === 'paypal' && !(c.PAYPAL_CLIENT_ID && c.PAYPAL_CLIENT_SECRET))
      ctx.addIssue({
        code: 'custom',
        path: ['PAYPAL_CLIENT_ID'],
        message: 'PAYPAL_CLIENT_ID and PAYPAL_CLIENT_SECRET are required when PAYMENT_PROVIDER=paypal',
      });
    if (c.EINVOICE_PROVIDER === 'dev' && !c.EINVOICE_API_BASE)
      ctx.addIssue({
        code: 'custom',
        path: ['EINVOICE_API_BASE'],
        message: 'required when EINVOICE_PROVIDER=dev (the fake provider it talks to)',
      });
    if (!c.S3_ACCESS_KEY_ID !== !c.S3_SECRET_ACCESS_KEY)
      ctx.addIssue({
        code: 'custom',
        path: ['S3_ACCESS_KEY_ID'],
        message:
          'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together: set both, or neither for the default chain',
      });
  });

export type RawConfig = z.infer<typeof ConfigSchema>;

export interface Config
  extends Omit<RawConfig, 'ADMIN_EMAIL' | 'PUBLIC_URL' | 'ADMIN_2FA_REQUIRED' | 'S3_FORCE_PATH_STYLE'> {
  PUBLIC_URL: string;
  ADMIN_EMAILS: string[];
  ADMIN_2FA_REQUIRED: boolean;
  S3_FORCE_PATH_STYLE: boolean;
}

/** Parses the environment once; every bad variable is listed together. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = ConfigSchema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    const production = cleaned.NODE_ENV === 'production' ? ' for NODE_ENV=production' : '';
    throw new Error(`Invalid configuration${production}:\n${lines.join('\n')}`);
  }
  const { ADMIN_EMAIL, PUBLIC_URL, ADMIN_2FA_REQUIRED, S3_FORCE_PATH_STYLE, ...rest } = parsed.data;
  return {
    ...rest,
    ADMIN_2FA_REQUIRED: ADMIN_2FA_REQUIRED ?? rest.NODE_ENV === 'production',
    S3_FORCE_PATH_STYLE: S3_FORCE_PATH_STYLE ?? rest.S3_ENDPOINT !== undefined,
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
