// Owned by modules/audit: only its service reads or writes this table.
import { index, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, id, ref } from './columns.ts';
import { users } from './users.ts';

/**
 * What administrators did: one row per action, written in the action's own transaction, with the
 * values before and after. Rows are never updated or deleted.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: id(),
    adminId: ref('admin_id')
      .notNull()
      .references(() => users.id),
    /** e.g. `seller.status`, `coupon.create`, `payout.decide`. */
    action: text('action').notNull(),
    /** What was changed: `seller`, `coupon`, `payout`… and its id. */
    entity: text('entity').notNull(),
    entityId: text('entity_id').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    createdAt: createdAt(),
  },
  (t) => [
    index('audit_log_created_idx').on(t.createdAt),
    index('audit_log_entity_idx').on(t.entity, t.entityId),
  ],
);
