// Owned by modules/users: only its service reads or writes this table.
import { sql } from 'drizzle-orm';
import { check, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns.ts';

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
    /** Session tokens carry it; raising it ends every session signed before (docs/decisions/0020). */
    sessionVersion: integer('session_version').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('users_email_key').on(t.email),
    check('users_role_check', sql`${t.role} in ('ROLE_CUSTOMER', 'ROLE_ADMIN')`),
  ],
);
