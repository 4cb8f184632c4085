// Owned by lib/mailer: every module sends through the mailer, and the dev mailbox reads through it.
import { index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns.ts';

export type MailStatus = 'STORED' | 'SENT' | 'FAILED';

/** Every message the platform sends, whichever transport delivered it. */
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
    createdAt: createdAt(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [index('outbound_mail_to_idx').on(t.to, t.createdAt)],
);
