import { and, count, desc, eq, gt, inArray, lte, ne, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, DbOrTx } from '../../db/client.ts';
import { outboundMail } from '../../db/schema/mail.ts';
import type { Clock } from '../clock.ts';
import type { JobQueue } from '../jobs/job-queue.ts';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /**
   * For a message that carries a sign-in code or a verification link: when it stops working. The outbox
   * keeps no live secret (docs/decisions/0018): the subject and body are emptied once the message is sent,
   * or once this time passes.
   */
  secretUntil?: Date;
}

/**
 * A transactional outbox: `send` writes the message (in the caller's transaction when given one) and
 * the `mail-delivery` job hands it to the transport, retrying with backoff, so an SMTP outage loses nothing.
 */
export interface Mailer {
  send(message: MailMessage, tx?: DbOrTx): Promise<void>;
  /**
   * Sends unless the address already got `perHour` messages in the last hour (for notices anyone can
   * trigger, so they cannot flood a mailbox). Returns whether it sent.
   */
  sendAtMost(message: MailMessage, perHour: number): Promise<boolean>;
  /** How many messages the address was sent in the last hour. */
  sentLastHour(to: string): Promise<number>;
  /** Delivers the messages that are due; the `mail-delivery` job. Returns how many went out. */
  deliverDue(): Promise<number>;
  /**
   * Empties the messages whose secret expired, sent or not (one still waiting is not sent: what it carries
   * no longer works); the `mail-secret-purge` job. Returns how many it emptied.
   */
  purgeExpiredSecrets(): Promise<number>;
}

export interface MailTransport {
  deliver(message: MailMessage): Promise<void>;
}

export const MAIL_DELIVERY_JOB = 'mail-delivery';
export const MAIL_SECRET_PURGE_JOB = 'mail-secret-purge';
/** What is left of a message whose secret was emptied. */
const EMPTIED = { subject: '', text: '', html: null } as const;
/** Tries per message: the waits double from 30 s up to an hour, so about 14 hours of outage in all. */
export const MAIL_MAX_ATTEMPTS = 20;
const FIRST_RETRY_MS = 30_000;
const MAX_RETRY_MS = 3_600_000;
/** A claimed message a crashed process never finished is tried again after this. */
const CLAIM_MS = 120_000;
const BATCH = 20;

export const mailRetryDelay = (attempts: number) =>
  Math.min(FIRST_RETRY_MS * 2 ** (attempts - 1), MAX_RETRY_MS);

type MailRow = typeof outboundMail.$inferSelect;

/** With no transport (the dev mailbox) a message is kept STORED and never delivered. */
export function createMailer(deps: {
  db: Db;
  log: FastifyBaseLogger;
  clock: Clock;
  jobs: JobQueue;
  transport?: MailTransport;
}): Mailer {
  const { db, log, clock, jobs, transport } = deps;

  /** Takes the due messages, so no other process sends them meanwhile, and counts the try. */
  async function claimDue(): Promise<MailRow[]> {
    const now = clock.now();
    const due = db
      .select({ id: outboundMail.id })
      .from(outboundMail)
      .where(and(eq(outboundMail.status, 'PENDING'), sql`${outboundMail.nextAttemptAt} <= ${now}`))
      .orderBy(outboundMail.id)
      .limit(BATCH)
      .for('update', { skipLocked: true });
    return db
      .update(outboundMail)
      .set({ attempts: sql`${outboundMail.attempts} + 1`, nextAttemptAt: new Date(now.getTime() + CLAIM_MS) })
      .where(inArray(outboundMail.id, due))
      .returning();
  }

  async function deliver(row: MailRow, transport: MailTransport): Promise<boolean> {
    try {
      await transport.deliver({
        to: row.to,
        subject: row.subject,
        text: row.text,
        html: row.html ?? undefined,
      });
      await db
        .update(outboundMail)
        // Once sent, the mailbox has the code: the outbox need not keep it.
        .set({ status: 'SENT', sentAt: clock.now(), error: null, ...(row.secretUntil && EMPTIED) })
        .where(eq(outboundMail.id, row.id));
      return true;
    } catch (err) {
      const last = row.attempts >= MAIL_MAX_ATTEMPTS;
      log[last ? 'error' : 'warn']({ err, mailId: row.id, attempts: row.attempts }, 'mail delivery failed');
      await db
        .update(outboundMail)
        .set({
          status: last ? 'FAILED' : 'PENDING',
          error: String(err).slice(0, 500),
          nextAttemptAt: new Date(clock.now().getTime() + mailRetryDelay(row.attempts)),
        })
        .where(eq(outboundMail.id, row.id));
      return false;
    }
  }

  const mailer: Mailer = {
    async sentLastHour(to) {
      const [recent] = await db
        .select({ n: count() })
        .from(outboundMail)
        .where(and(eq(outboundMail.to, to), gt(outboundMail.createdAt, new Date(Date.now() - 3_600_000))));
      return recent?.n ?? 0;
    },

    async sendAtMost(message, perHour) {
      if ((await mailer.sentLastHour(message.to)) >= perHour) return false;
      await mailer.send(message);
      return true;
    },

    async send(message, tx = db) {
      if (!transport) {
        await tx.insert(outboundMail).values({ ...message, status: 'STORED' });
        log.info({ to: message.to, subject: message.subject }, `dev mail: ${message.text}`);
        return;
      }
      await tx.insert(outboundMail).values({ ...message, status: 'PENDING', nextAttemptAt: clock.now() });
      await jobs.kick(MAIL_DELIVERY_JOB, tx);
    },

    async purgeExpiredSecrets() {
      const emptied = await db
        .update(outboundMail)
        .set({
          ...EMPTIED,
          status: sql`case when ${outboundMail.status} = 'PENDING' then 'FAILED' else ${outboundMail.status} end`,
          error: sql`case when ${outboundMail.status} = 'PENDING' then 'secret expired before delivery' else ${outboundMail.error} end`,
        })
        .where(and(lte(outboundMail.secretUntil, clock.now()), ne(outboundMail.text, '')))
        .returning({ id: outboundMail.id });
      return emptied.length;
    },

    async deliverDue() {
      if (!transport) return 0;
      let sent = 0;
      for (;;) {
        const claimed = await claimDue();
        for (const row of claimed) if (await deliver(row, transport)) sent++;
        if (claimed.length < BATCH) return sent;
      }
    },
  };
  return mailer;
}

/** The newest messages first, for the dev mailbox page; with `id`, that message alone. */
export async function recentMail(db: Db, limit: number, id?: number) {
  return db
    .select()
    .from(outboundMail)
    .where(id === undefined ? undefined : eq(outboundMail.id, id))
    .orderBy(desc(outboundMail.id))
    .limit(limit);
}

/** The newest message to an address: the dev mailbox and the tests read codes from it. */
export async function latestMailTo(db: Db, to: string) {
  const [row] = await db
    .select()
    .from(outboundMail)
    .where(and(eq(outboundMail.to, to)))
    .orderBy(desc(outboundMail.id))
    .limit(1);
  return row;
}
