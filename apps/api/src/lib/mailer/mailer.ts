import { and, count, desc, eq, gt, inArray, sql } from 'drizzle-orm';
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
  /** Delivers the messages that are due; the `mail-delivery` job. Returns how many went out. */
  deliverDue(): Promise<number>;
}

export interface MailTransport {
  deliver(message: MailMessage): Promise<void>;
}

export const MAIL_DELIVERY_JOB = 'mail-delivery';
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
        .set({ status: 'SENT', sentAt: clock.now(), error: null })
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
    async sendAtMost(message, perHour) {
      const [recent] = await db
        .select({ n: count() })
        .from(outboundMail)
        .where(
          and(eq(outboundMail.to, message.to), gt(outboundMail.createdAt, new Date(Date.now() - 3_600_000))),
        );
      if ((recent?.n ?? 0) >= perHour) return false;
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

/** The newest messages first, for the dev mailbox page. */
export async function recentMail(db: Db, limit: number) {
  return db.select().from(outboundMail).orderBy(desc(outboundMail.id)).limit(limit);
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
