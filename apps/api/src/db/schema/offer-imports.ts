// Owned by modules/offer-imports: only its service reads or writes these tables.
import type { OfferCondition, OfferFileFormat, OfferImportState } from '@tecnobazar/shared';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { products } from './catalog.ts';
import { cents, createdAt, id, ref } from './columns.ts';
import { sellers } from './sellers.ts';

/**
 * A shop's file of offers (decision 0028, section 6, migration 0039): checked whole and stored with its
 * lines before anything is written, then applied by the `offer-imports` job. The same file (sha256) is one
 * import until it ends, and a shop applies one import at a time.
 */
export const offerImports = pgTable(
  'offer_imports',
  {
    id: id(),
    sellerId: ref('seller_id')
      .notNull()
      .references(() => sellers.id, { onDelete: 'cascade' }),
    fileName: text('file_name').notNull(),
    format: text('format').$type<OfferFileFormat>().notNull(),
    fileSha256: text('file_sha256').notNull(),
    state: text('state').$type<OfferImportState>().notNull().default('VALIDATED'),
    totalLines: integer('total_lines').notNull(),
    okLines: integer('ok_lines').notNull(),
    badLines: integer('bad_lines').notNull(),
    appliedLines: integer('applied_lines').notNull().default(0),
    createdAt: createdAt(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('offer_imports_same_file_key')
      .on(t.sellerId, t.fileSha256)
      .where(sql`${t.state} not in ('DONE', 'FAILED')`),
    uniqueIndex('offer_imports_one_running_key')
      .on(t.sellerId)
      .where(sql`${t.state} in ('QUEUED', 'APPLYING')`),
    index('offer_imports_seller_created_idx').on(t.sellerId, t.createdAt),
    check(
      'offer_imports_state_check',
      sql`${t.state} in ('VALIDATED', 'QUEUED', 'APPLYING', 'DONE', 'FAILED')`,
    ),
  ],
);

/** Each line of the file: an offer's values for an OK line, why for an ERROR one. */
export const offerImportLines = pgTable(
  'offer_import_lines',
  {
    importId: ref('import_id')
      .notNull()
      .references(() => offerImports.id, { onDelete: 'cascade' }),
    /** The line's number in the file, the header being line 1. */
    lineNo: integer('line_no').notNull(),
    status: text('status').$type<'OK' | 'ERROR' | 'FAILED'>().notNull(),
    message: text('message'),
    productId: ref('product_id').references(() => products.id, { onDelete: 'cascade' }),
    /** The variant a variant's model number named (migration 0040). */
    variantId: ref('variant_id'),
    condition: text('condition').$type<OfferCondition>(),
    mrpPriceCents: cents('mrp_price_cents'),
    sellingPriceCents: cents('selling_price_cents'),
    quantity: integer('quantity'),
    warrantyMonths: integer('warranty_months'),
    inStock: boolean('in_stock'),
    appliedAt: timestamp('applied_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.importId, t.lineNo] }),
    check('offer_import_lines_status_check', sql`${t.status} in ('OK', 'ERROR', 'FAILED')`),
  ],
);
