import { and, count, desc, eq, gt } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { outboundMail } from '../../db/schema/mail.ts';
import { AppError } from '../errors.ts';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

/** Delivers one message; every message is also recorded in outbound_mail. */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
  /**
   * Sends unless the address already got `perHour` messages in the last hour (for notices anyone can
   * trigger, so they cannot flood a mailbox). Returns whether it sent.
   */
  sendAtMost(message: MailMessage, perHour: number): Promise<boolean>;
}

export interface MailTransport {
  deliver(message: MailMessage): Promise<void>;
}

/**
 * Records the message, then hands it to the transport (none for the dev mailbox). A transport failure
 * is recorded and answered with 503 so the user knows the mail did not go out.
 */
export function createMailer(deps: { db: Db; log: FastifyBaseLogger; transport?: MailTransport }): Mailer {
  const { db, log, transport } = deps;
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

    async send(message) {
      const [row] = await db
        .insert(outboundMail)
        .values({ ...message, status: 'STORED' })
        .returning({ id: outboundMail.id });
      if (!transport) {
        log.info({ to: message.to, subject: message.subject }, `dev mail: ${message.text}`);
        return;
      }
      try {
        await transport.deliver(message);
        await db
          .update(outboundMail)
          .set({ status: 'SENT', sentAt: new Date() })
          .where(eq(outboundMail.id, row!.id));
      } catch (err) {
        await db
          .update(outboundMail)
          .set({ status: 'FAILED', error: String(err) })
          .where(eq(outboundMail.id, row!.id));
        log.error({ err, to: message.to }, 'mail delivery failed');
        throw new AppError(503, 'No pudimos enviar el correo. Inténtalo de nuevo en unos minutos.');
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
