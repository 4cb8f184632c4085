// Owned by modules/builds: only its service reads or writes this table.
import { index, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, ref, updatedAt } from './columns.ts';
import { users } from './users.ts';

/** One part of a build: a product in a slot of the builder, with its units (shared BuildPart). */
export interface StoredBuildPart {
  slot: string;
  productId: number;
  quantity: number;
}

/**
 * A PC build ("armado", issue 34), opened by its public id at `/armados/{publicId}`. A shopper's own build
 * has `user_id` and only they change it; a visitor's has none and never changes (editing it saves a copy).
 * Parts name products by id: a product that stops being sold drops out of the build's view, not the row.
 */
export const builds = pgTable(
  'builds',
  {
    publicId: text('public_id').primaryKey(),
    userId: ref('user_id').references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    parts: jsonb('parts').$type<StoredBuildPart[]>().notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('builds_user_idx').on(t.userId, t.updatedAt)],
);
