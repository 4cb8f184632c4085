/**
 * Tests that change a product's price or stock behind the API's back write its offers, as the catalogue
 * does (decision 0028), and refresh its buy box: the product's own columns are only a copy of it. Plain
 * SQL: only modules/catalog imports the catalogue's schema.
 */
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';

const COLUMNS = {
  quantity: 'quantity',
  inStock: 'in_stock',
  sellingPriceCents: 'selling_price_cents',
  mrpPriceCents: 'mrp_price_cents',
} as const;
type OfferValues = Partial<Record<keyof typeof COLUMNS, number | boolean>>;

/** Sets these values on every offer of the product and refreshes its buy box. */
export async function setOffers(db: DbOrTx, productId: number, values: OfferValues): Promise<void> {
  const sets = Object.entries(values).map(
    ([key, value]) => sql`${sql.identifier(COLUMNS[key as keyof typeof COLUMNS])} = ${value}`,
  );
  await db.execute(sql`update offers set ${sql.join(sets, sql`, `)} where product_id = ${productId}`);
  await db.execute(sql`select refresh_buy_box(array[${productId}]::bigint[])`);
}
