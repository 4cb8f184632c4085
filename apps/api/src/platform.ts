import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Config } from './config.ts';
import type { Database, Db } from './db/client.ts';
import { type ChangeFeed, createChangeFeed } from './lib/change-feed.ts';
import { type Clock, systemClock } from './lib/clock.ts';
import {
  createIpLimiter,
  type FixedWindowLimit,
  type IpLimiter,
  type OtpRateLimits,
} from './lib/ip-limiter.ts';
import type { Job, JobQueue } from './lib/jobs/job-queue.ts';
import { createJwt, type Jwt } from './lib/jwt.ts';
import { createMailer, type Mailer, type MailTransport } from './lib/mailer/mailer.ts';
import { createSmtpTransport } from './lib/mailer/smtp-transport.ts';
import { createDevPaymentProvider } from './lib/payments/dev-payment-provider.ts';
import type { PaymentProvider } from './lib/payments/payment-provider.ts';
import { createPayPalProvider } from './lib/payments/paypal-payment-provider.ts';
import type { SharedRedis } from './lib/shared-redis.ts';

export interface PlatformDeps {
  config: Config & { JWT_SECRET: string };
  database: Database;
  clock?: Clock;
  /** Overrides the transport chosen by MAIL_TRANSPORT (tests pass their own). */
  mailTransport?: MailTransport;
  /** Overrides the provider chosen by PAYMENT_PROVIDER (tests pass a dev provider they can drive). */
  paymentProvider?: PaymentProvider;
}

/** The infrastructure a module may name when it builds its service: made once per app, here. */
export interface Platform {
  config: Config & { JWT_SECRET: string };
  db: Db;
  clock: Clock;
  log: FastifyBaseLogger;
  jwt: Jwt;
  mailer: Mailer;
  payments: PaymentProvider;
  /** Per-IP limits on code sends and tries, shared by every sign-in flow. */
  limits: OtpRateLimits;
  /** A fixed-window counter shared by every instance (Redis when set): for a module's own limits. */
  limiter(limit: FixedWindowLimit): IpLimiter;
  /** Tells every instance what changed, so each drops what it cached from it (Redis pub/sub when set). */
  changes: ChangeFeed;
  /** Whether REDIS_URL's Redis answers (undefined without REDIS_URL), for the health check. */
  redisState(): 'ok' | 'degraded' | undefined;
  /** The dev mailbox is on: MAIL_TRANSPORT=dev keeps mail in the database and no test transport was given. */
  devMailbox: boolean;
  /** Asks for a run of a module's job soon (after the caller's transaction commits, given one). */
  jobs: Pick<JobQueue, 'kick'>;
}

/**
 * What a module gives the app: `register` adds its route files under the API prefix (none for a module
 * without routes); its other fields are its services, for the modules that name them (modules/registry.ts).
 */
export interface AppModule {
  register?(api: FastifyInstance): PromiseLike<unknown>;
  /** Work the job queue runs on a timer and when kicked (plugins/jobs.ts); each must be safe to run twice. */
  jobs?: Job[];
  [service: string]: unknown;
}

export function createPlatform(
  deps: PlatformDeps,
  log: FastifyBaseLogger,
  redis: SharedRedis | null,
  jobs: JobQueue,
): Platform {
  const { config } = deps;
  const { db } = deps.database;
  const transport =
    deps.mailTransport ??
    (config.MAIL_TRANSPORT === 'smtp' ? createSmtpTransport(config.SMTP_URL!, config.MAIL_FROM) : undefined);
  const window = config.OTP_IP_WINDOW_MINUTES * 60_000;
  const clock = deps.clock ?? systemClock;
  const limiter = (limit: FixedWindowLimit) => createIpLimiter(limit, redis);
  return {
    config,
    db,
    clock,
    log,
    jwt: createJwt(config.JWT_SECRET, config.JWT_TTL_HOURS * 3600),
    mailer: createMailer({ db, log, transport, clock, jobs }),
    // The simulator's links are relative, so paying works whatever address the store is opened at.
    payments:
      deps.paymentProvider ??
      (config.PAYMENT_PROVIDER === 'paypal'
        ? createPayPalProvider({
            apiBase: config.PAYPAL_API_BASE,
            clientId: config.PAYPAL_CLIENT_ID!,
            clientSecret: config.PAYPAL_CLIENT_SECRET!,
            webhookId: config.PAYPAL_WEBHOOK_ID,
          })
        : createDevPaymentProvider({ publicUrl: '', db })),
    limits: {
      send: limiter({ name: 'otp-send', max: config.OTP_SENDS_PER_IP, windowMs: window }),
      attempt: limiter({ name: 'otp-attempt', max: config.OTP_TRIES_PER_IP, windowMs: window }),
    },
    limiter,
    changes: createChangeFeed(redis, log),
    redisState: () => redis?.state(),
    devMailbox: config.MAIL_TRANSPORT === 'dev' && !deps.mailTransport,
    jobs: { kick: (name, tx) => jobs.kick(name, tx) },
  };
}
