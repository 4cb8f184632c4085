import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id, ref, updatedAt } from './columns.ts';

export type UserRole = 'ROLE_CUSTOMER' | 'ROLE_ADMIN';

/** Shoppers and administrators; sellers live in their own table. */
export const users = pgTable(
  'users',
  {
    id: id(),
    email: text('email').notNull(),
    fullName: text('full_name').notNull(),
    mobile: text('mobile'),
    role: text('role').$type<UserRole>().notNull().default('ROLE_CUSTOMER'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('users_email_key').on(t.email),
    check('users_role_check', sql`${t.role} in ('ROLE_CUSTOMER', 'ROLE_ADMIN')`),
  ],
);

/** Delivery addresses a shopper keeps on the profile; orders copy the chosen one. */
export const addresses = pgTable(
  'addresses',
  {
    id: id(),
    userId: ref('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    address: text('address').notNull(),
    city: text('city').notNull(),
    state: text('state').notNull(),
    mobile: text('mobile').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('addresses_user_idx').on(t.userId)],
);

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
    createdAt: createdAt(),
  },
  (t) => [
    index('one_time_codes_email_purpose_idx').on(t.email, t.purpose, t.createdAt),
    index('one_time_codes_hash_idx').on(t.codeHash),
  ],
);

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
