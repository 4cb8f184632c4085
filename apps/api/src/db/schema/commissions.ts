// Owned by modules/commissions: only its service reads or writes this table.
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { categories, products } from './catalog.ts';
import { cents, createdAt, id, ref, updatedAt } from './columns.ts';
import { sellers } from './sellers.ts';
import { users } from './users.ts';

export type CommissionScope = 'SELLER' | 'CATEGORY' | 'PRODUCT';

/**
 * The platform's commission rules (decision 0026): a rate for a seller, a category (any level) or a product,
 * in force from `starts_at` until `ends_at` (null: no end). The most specific rule in force when a sale is
 * paid applies to its line (product, then category from the deepest, then seller, then
 * PLATFORM_COMMISSION_PERCENT); the ledger keeps what applied, so editing a rule never rewrites past sales.
 * At most one rule in force per target at any time (checked by the service under a lock).
 */
export const commissionRules = pgTable(
  'commission_rules',
  {
    id: id(),
    scope: text('scope').$type<CommissionScope>().notNull(),
    sellerId: ref('seller_id').references(() => sellers.id),
    categoryId: ref('category_id').references(() => categories.id),
    productId: ref('product_id').references(() => products.id),
    /** The target's name when the rule was written: a shop, a category or a product title. */
    targetName: text('target_name').notNull(),
    /** The percentage in basis points: 750 is 7.5 %. */
    basisPoints: integer('basis_points').notNull(),
    /** A fixed amount per unit sold, in cents, on top of the percentage. */
    fixedCents: cents('fixed_cents').notNull().default(0),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    /** The rule this one replaced when an administrator edited a rule already applied. */
    previousId: ref('previous_id'),
    createdBy: ref('created_by').references(() => users.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('commission_rules_seller_idx').on(t.sellerId, t.startsAt),
    index('commission_rules_category_idx').on(t.categoryId, t.startsAt),
    index('commission_rules_product_idx').on(t.productId, t.startsAt),
    check(
      'commission_rules_target_check',
      sql`(${t.scope} = 'SELLER' and ${t.sellerId} is not null and ${t.categoryId} is null and ${t.productId} is null)
        or (${t.scope} = 'CATEGORY' and ${t.categoryId} is not null and ${t.sellerId} is null and ${t.productId} is null)
        or (${t.scope} = 'PRODUCT' and ${t.productId} is not null and ${t.sellerId} is null and ${t.categoryId} is null)`,
    ),
    check('commission_rules_rate_check', sql`${t.basisPoints} between 0 and 10000 and ${t.fixedCents} >= 0`),
    check('commission_rules_dates_check', sql`${t.endsAt} is null or ${t.endsAt} >= ${t.startsAt}`),
  ],
);
