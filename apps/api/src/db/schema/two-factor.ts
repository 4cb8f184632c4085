// Owned by modules/two-factor: only its service reads or writes these tables.
import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id, ref, updatedAt } from './columns.ts';

/** Whose second factor: a shopper or administrator (`users`) or a seller (`sellers`). */
export type TwoFactorOwnerKind = 'user' | 'seller';

/**
 * One TOTP second factor per account. The owner is a (kind, id) pair because users and sellers live in
 * separate tables, so there is no foreign key.
 */
export const twoFactorSecrets = pgTable(
  'two_factor_secrets',
  {
    id: id(),
    ownerKind: text('owner_kind').$type<TwoFactorOwnerKind>().notNull(),
    ownerId: ref('owner_id').notNull(),
    /** Base32, as the authenticator app receives it. */
    secret: text('secret').notNull(),
    /** Null while the setup waits for its first code. */
    enabledAt: timestamp('enabled_at', { withTimezone: true }),
    /** The newest 30-second step accepted: a code of this step or an older one is a replay. */
    lastStep: bigint('last_step', { mode: 'number' }),
    /** Tries since the last success within the window that started at `failed_window_start`. */
    failedAttempts: integer('failed_attempts').notNull().default(0),
    failedWindowStart: timestamp('failed_window_start', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('two_factor_secrets_owner_key').on(t.ownerKind, t.ownerId),
    check('two_factor_secrets_owner_kind_check', sql`${t.ownerKind} in ('user', 'seller')`),
  ],
);

/** Ten single-use codes per enrolment for a lost phone, stored as keyed hashes. */
export const twoFactorRecoveryCodes = pgTable(
  'two_factor_recovery_codes',
  {
    id: id(),
    ownerKind: text('owner_kind').$type<TwoFactorOwnerKind>().notNull(),
    ownerId: ref('owner_id').notNull(),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('two_factor_recovery_codes_owner_idx').on(t.ownerKind, t.ownerId, t.codeHash),
    check('two_factor_recovery_codes_owner_kind_check', sql`${t.ownerKind} in ('user', 'seller')`),
  ],
);
