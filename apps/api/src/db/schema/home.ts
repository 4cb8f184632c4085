// Owned by modules/home: only its service reads or writes these tables.
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id, ref, updatedAt } from './columns.ts';

export type HomeSection = 'GRID' | 'SHOP_BY_CATEGORIES' | 'ELECTRIC_CATEGORIES' | 'DEALS';

/** Tiles of the home page; `categoryId` is a category slug the tile links to. */
export const homeCategories = pgTable(
  'home_categories',
  {
    id: id(),
    name: text('name').notNull(),
    image: text('image').notNull(),
    categoryId: text('category_id').notNull(),
    section: text('section').$type<HomeSection>().notNull(),
    parentCategoryId: text('parent_category_id'),
    position: integer('position').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('home_categories_section_idx').on(t.section, t.position),
    check(
      'home_categories_section_check',
      sql`${t.section} in ('GRID','SHOP_BY_CATEGORIES','ELECTRIC_CATEGORIES','DEALS')`,
    ),
  ],
);

export const deals = pgTable(
  'deals',
  {
    id: id(),
    discount: integer('discount').notNull(),
    homeCategoryId: ref('home_category_id')
      .notNull()
      .references(() => homeCategories.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('deals_discount_range', sql`${t.discount} between 0 and 100`),
    // One deal per deal category: two would show the same tile twice with different discounts.
    uniqueIndex('deals_home_category_id_key').on(t.homeCategoryId),
  ],
);
