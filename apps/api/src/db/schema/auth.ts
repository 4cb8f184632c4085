// Owned by modules/auth (its one-time code service): only that service reads or writes this table.
import { boolean, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, id, ref } from './columns.ts';

export type OtpPurpose = 'CUSTOMER_LOGIN' | 'CUSTOMER_SIGNUP' | 'SELLER_LOGIN' | 'SELLER_VERIFY';

/** One-time codes, stored hashed; a newer code for the same e-mail and purpose replaces the old. */
export const oneTimeCodes = pgTable(
  'one_time_codes',
  {
    id: id(),
    email: text('email').notNull(),
    purpose: text('purpose').$type<OtpPurpose>().notNull(),
    codeHash: text('code_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    failedAttempts: integer('failed_attempts').notNull().default(0),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    invalidated: boolean('invalidated').notNull().default(false),
    requestIp: text('request_ip'),
    /** What the code stands for, set by the module that asked for it: a seller link's registration. */
    subjectId: ref('subject_id'),
    createdAt: createdAt(),
  },
  (t) => [
    index('one_time_codes_email_purpose_idx').on(t.email, t.purpose, t.createdAt),
    index('one_time_codes_hash_idx').on(t.codeHash),
  ],
);
