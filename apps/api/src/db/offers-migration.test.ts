/**
 * Migration 0033 (decision 0028, step 1) puts every product's price and stock on its founding offer with
 * the product's id, and nothing a shopper sees changes: the same products listed, at the same prices, and
 * carts and order lines pointing at offers with the ids they had.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, describe, expect, it } from 'vitest';

const migrations = fileURLToPath(new URL('./migrations', import.meta.url));

/** The migrations folder as it was before `tag`: the same files, the journal cut before it. */
function migrationsBefore(tag: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'tb-migrations-'));
  cpSync(migrations, dir, { recursive: true });
  const journalFile = join(dir, 'meta/_journal.json');
  const journal = JSON.parse(readFileSync(journalFile, 'utf8'));
  const at = journal.entries.findIndex((e: { tag: string }) => e.tag === tag);
  journal.entries = journal.entries.slice(0, at);
  writeFileSync(journalFile, JSON.stringify(journal));
  return dir;
}

const SHOWN = `select id, listed, seller_id, mrp_price_cents, selling_price_cents, discount_percent, quantity,
  in_stock from products order by id`;

describe('migration 0033: offers under products', () => {
  const client = new PGlite('memory://', { extensions: { pg_trgm, unaccent } });
  const db = drizzle(client);
  const before = migrationsBefore('0033_offers');
  afterAll(async () => {
    await client.close();
    rmSync(before, { recursive: true, force: true });
  });

  it('gives each product its founding offer, same id, and changes nothing a shopper sees', async () => {
    await migrate(db, { migrationsFolder: before });
    await client.exec(`
      insert into sellers (email, seller_name, mobile, gstin, business_name, account_status) values
        ('a@x.co', 'A', '3000000001', '900000001-1', 'Tienda A', 'ACTIVE'),
        ('b@x.co', 'B', '3000000002', '900000002-1', 'Tienda B', 'SUSPENDED');
      insert into categories (category_id, name, level) values ('memorias', 'Memorias', 1);
      insert into products (seller_id, category_id, title, description, mrp_price_cents, selling_price_cents,
          discount_percent, quantity, in_stock, color, archived_at) values
        (1, 1, 'Memoria A', 'd', 100000, 90000, 10, 5, true, 'Negro', null),
        (1, 1, 'Memoria sin unidades', 'd', 100000, 100000, 0, 0, true, 'Negro', null),
        (1, 1, 'Memoria apagada', 'd', 100000, 80000, 20, 3, false, 'Negro', null),
        (1, 1, 'Memoria archivada', 'd', 100000, 80000, 20, 3, true, 'Negro', now()),
        (2, 1, 'Memoria de tienda suspendida', 'd', 100000, 70000, 30, 9, true, 'Negro', null);
      insert into users (email, full_name) values ('c@x.co', 'C');
      insert into carts (user_id) values (1);
      insert into cart_items (cart_id, product_id, size, quantity) values (1, 1, 'FREE', 2), (1, 5, 'FREE', 1);
    `);
    const shownBefore = (await client.query(SHOWN)).rows;
    expect(shownBefore.map((p) => (p as { listed: boolean }).listed)).toEqual([
      true,
      true,
      true,
      false,
      false,
    ]);

    await migrate(db, { migrationsFolder: migrations });

    expect((await client.query(SHOWN)).rows).toEqual(shownBefore);
    const offers = await client.query(
      `select o.id, o.product_id, o.seller_id, o.selling_price_cents, o.quantity, o.in_stock, o.listed,
         p.buy_box_offer_id, p.offer_count
       from offers o join products p on p.id = o.product_id order by o.id`,
    );
    expect(offers.rows).toEqual([
      {
        id: 1,
        product_id: 1,
        seller_id: 1,
        selling_price_cents: 90000,
        quantity: 5,
        in_stock: true,
        listed: true,
        buy_box_offer_id: 1,
        offer_count: 1,
      },
      {
        id: 2,
        product_id: 2,
        seller_id: 1,
        selling_price_cents: 100000,
        quantity: 0,
        in_stock: true,
        listed: true,
        buy_box_offer_id: 2,
        offer_count: 0,
      },
      {
        id: 3,
        product_id: 3,
        seller_id: 1,
        selling_price_cents: 80000,
        quantity: 3,
        in_stock: false,
        listed: true,
        buy_box_offer_id: 3,
        offer_count: 0,
      },
      {
        id: 4,
        product_id: 4,
        seller_id: 1,
        selling_price_cents: 80000,
        quantity: 3,
        in_stock: true,
        listed: false,
        buy_box_offer_id: null,
        offer_count: 0,
      },
      {
        id: 5,
        product_id: 5,
        seller_id: 2,
        selling_price_cents: 70000,
        quantity: 9,
        in_stock: true,
        listed: false,
        buy_box_offer_id: null,
        offer_count: 0,
      },
    ]);
    expect((await client.query('select offer_id, quantity from cart_items order by id')).rows).toEqual([
      { offer_id: 1, quantity: 2 },
      { offer_id: 5, quantity: 1 },
    ]);

    // The shop's reinstatement lists its offer, and so its product, as the seller's status did before.
    await client.exec(`update sellers set account_status = 'ACTIVE' where id = 2`);
    expect((await client.query('select listed, buy_box_offer_id from products where id = 5')).rows).toEqual([
      { listed: true, buy_box_offer_id: 5 },
    ]);
    // A new offer takes its id from the products' sequence: it never names another product.
    const added = await client.query<{ id: number }>(
      `insert into offers (product_id, seller_id, mrp_price_cents, selling_price_cents, discount_percent, quantity)
       values (1, 2, 100000, 85000, 15, 1) returning id`,
    );
    expect(added.rows[0]!.id).toBe(6);
  });
});
