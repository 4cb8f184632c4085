// Owned by lib/mailer: every module sends through the mailer, and the dev mailbox reads through it.
import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns.ts';

/** STORED: kept for the dev mailbox, never sent. PENDING: waiting for (another) try. FAILED: out of tries. */
export type MailStatus = 'STORED' | 'PENDING' | 'SENT' | 'FAILED';

/** Every message the platform sends: the outbox the `mail-delivery` job works through. */
export const outboundMail = pgTable(
  'outbound_mail',
  {
    id: id(),
    to: text('to_address').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    status: text('status').$type<MailStatus>().notNull().default('STORED'),
    error: text('error'),
    attempts: integer('attempts').notNull().default(0),
    /** When a PENDING message is next tried. */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    createdAt: createdAt(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /**
     * Set on mail that carries a sign-in code or a verification link: when that secret stops working. Its
     * subject and body are emptied once it is sent, or once this time passes (docs/decisions/0018).
     */
    secretUntil: timestamp('secret_until', { withTimezone: true }),
  },
  (t) => [
    index('outbound_mail_to_idx').on(t.to, t.createdAt),
    index('outbound_mail_due_idx').on(t.nextAttemptAt).where(sql`${t.status} = 'PENDING'`),
    index('outbound_mail_secret_idx')
      .on(t.secretUntil)
      .where(sql`${t.secretUntil} IS NOT NULL AND ${t.text} <> ''`),
  ],
);
