import type { OfferImportResponse } from '@tecnobazar/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { queryRows } from '../../db/client.ts';
import { signUpSeller } from '../../test/seller.ts';
import { adminToken, asUser } from '../../test/shopper.ts';
import { createTestApp, signUpCustomer, type TestContext, uniqueEmail } from '../../test/test-app.ts';
import { APPLY_BATCH } from './offer-import-apply.ts';

type Api = ReturnType<typeof asUser>;
let ctx: TestContext;
let admin: Api;

const HEADER =
  'producto_id;numero_de_modelo;condicion;precio_sugerido;precio_venta;cantidad;garantia_meses;en_existencia';
const CONDITIONS = ['nuevo', 'reacondicionado', 'usado'] as const;

/** A multipart/form-data body with one file, as a browser sends it. */
function form(file: Buffer, fileName: string) {
  const boundary = '----tecnobazarImport7d2f';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: text/csv\r\n\r\n`,
    ),
    file,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** A new ACTIVE, trusted shop: its token, id and API. */
async function openShop() {
  const jwt = await signUpSeller(ctx, uniqueEmail('importa'));
  const api = asUser(ctx, jwt);
  const id: number = (await api.get('/sellers/profile')).json().id;
  expect((await admin.patch(`/admin/seller/${id}/status/ACTIVE`)).statusCode).toBe(200);
  return { jwt, api, id };
}

function upload(jwt: string, file: Buffer, fileName = 'publicaciones.csv') {
  const { payload, headers } = form(file, fileName);
  return ctx.app.inject({
    method: 'POST',
    url: '/v1/sellers/offers/import',
    payload,
    headers: { ...headers, authorization: `Bearer ${jwt}` },
  });
}

/** The import once its job has left it in one of `states`: the job runs in the app, kicked by apply. */
async function settled(api: Api, id: number, states = ['DONE', 'FAILED']): Promise<OfferImportResponse> {
  return vi.waitFor(
    async () => {
      const now: OfferImportResponse = (await api.get(`/sellers/offers/imports/${id}`)).json();
      if (!states.includes(now.state)) throw new Error(`still ${now.state}`);
      return now;
    },
    { timeout: 60_000, interval: 25 },
  );
}

const liveOffers = async (sellerId: number) =>
  (
    await queryRows<{ n: number }>(
      ctx.database.db,
      sql`select count(*)::int as n from offers where seller_id = ${sellerId} and archived_at is null`,
    )
  )[0]!.n;

/** Listed products without variants to offer on, cloned from the demo's until there are `wanted`, ids ascending. */
async function catalogueOf(wanted: number): Promise<number[]> {
  const columns = (
    await queryRows<{ name: string }>(
      ctx.database.db,
      sql`select column_name as name from information_schema.columns where table_name = 'products'
        and column_name not in ('id', 'title', 'model_number', 'buy_box_offer_id', 'offer_count', 'lowest_price_cents',
          'listed', 'search_vector', 'merged_into_id')
        and is_generated = 'NEVER'`,
    )
  ).map((c) => `"${c.name}"`);
  const list = columns.join(', ');
  await ctx.database.db.execute(
    sql.raw(`insert into products (title, ${list})
      select p.title || ' (lote ' || g || ')', ${columns.map((c) => `p.${c}`).join(', ')}
      from products p cross join generate_series(1, 8) g
      where p.listed and p.merged_into_id is null and cardinality(p.variant_axes) = 0`),
  );
  await ctx.database.db.execute(sql`select add_founding_offers()`);
  const rows = await queryRows<{ id: string }>(
    ctx.database.db,
    sql`select id from products where listed and cardinality(variant_axes) = 0 order by id limit ${wanted}`,
  );
  expect(rows.length).toBe(wanted);
  return rows.map((r) => Number(r.id));
}

beforeAll(async () => {
  ctx = await createTestApp(
    { RATE_LIMIT_PER_MINUTE: '0', OTP_SENDS_PER_IP: '0', OTP_TRIES_PER_IP: '0' },
    { seed: true },
  );
  admin = asUser(ctx, await adminToken(ctx));
});
afterAll(() => ctx.close());

describe('offers by file: 5,000 lines, 20 of them wrong', () => {
  const LINES = 5_000;
  let shop: Awaited<ReturnType<typeof openShop>>;
  let file: Buffer;
  let report: OfferImportResponse;
  let productIds: number[];
  /** What each good line says of its product and condition, to compare with the offers written. */
  const bad = new Map<number, string>();

  beforeAll(async () => {
    shop = await openShop();
    productIds = await catalogueOf(Math.ceil(LINES / 3) + 10);
    await ctx.database.db.execute(
      sql`update products set model_number = 'IMP-' || id where id = ${productIds[5]!}`,
    );
    const lines: string[] = [];
    for (let i = 0; i < LINES; i++) {
      const lineNo = i + 2;
      const product = productIds[Math.floor(i / 3)]!;
      const condition = CONDITIONS[i % 3];
      const price = 100_000 + i;
      lines.push(
        `${product};;${condition};${(price + 50_000).toLocaleString('es-CO')};${price};${(i % 40) + 1};12;si`,
      );
      if (i % 250 === 12) bad.set(lineNo, 'x');
    }
    // Twenty refused lines, each wrong in its own way.
    const wrong: [number, string, string][] = [
      [
        14,
        `${productIds[4]};;nuevo;100000;120000;1;;`,
        'línea 14: el precio de venta supera el precio sugerido',
      ],
      [15, '99999999;;nuevo;100000;90000;1;;', 'línea 15: el producto 99999999 no está en el catálogo'],
      [16, ';NO-EXISTE-1;nuevo;100000;90000;1;;', 'línea 16: el modelo NO-EXISTE-1 no está en el catálogo'],
      [
        17,
        `${productIds[5]};;roto;100000;90000;1;;`,
        'línea 17: condicion «roto» debe ser nuevo, reacondicionado o usado',
      ],
      [18, `${productIds[5]};;nuevo;1.5;1;1;;`, 'línea 18: precio_sugerido «1.5» es ambiguo'],
      [19, `${productIds[5]};;nuevo;100000;90000;;;`, 'línea 19: falta cantidad'],
      [
        20,
        `;imp-${productIds[5]};usado;100000;90000;1;;talvez`,
        'línea 20: en_existencia «talvez» debe ser si o no',
      ],
    ];
    for (let k = 0; wrong.length < 20; k++) {
      const lineNo = 300 + k * 200;
      const dup = lineNo - 3; // the same product and condition three lines earlier
      wrong.push([lineNo, lines[dup - 2]!, `línea ${lineNo}: repetida con la línea ${dup}`]);
    }
    bad.clear();
    for (const [lineNo, text, message] of wrong) {
      lines[lineNo - 2] = text;
      bad.set(lineNo, message);
    }
    file = Buffer.from(`${HEADER}\r\n${lines.join('\r\n')}\r\n`, 'utf8');
  });

  it('reports each bad line before writing anything, and the same file again is the same import', async () => {
    const started = performance.now();
    const res = await upload(shop.jwt, file);
    expect(res.statusCode, res.body).toBe(200);
    report = res.json();
    expect(report).toMatchObject({
      state: 'VALIDATED',
      totalLines: LINES,
      okLines: LINES - 20,
      badLines: 20,
    });
    expect(report.errors.map((e) => e.line)).toEqual([...bad.keys()].sort((a, b) => a - b));
    for (const e of report.errors) expect(e.message).toContain(bad.get(e.line));
    expect(await liveOffers(shop.id)).toBe(0);
    console.info(`checked ${LINES} lines in ${Math.round(performance.now() - started)} ms`);

    const again = await upload(shop.jwt, file);
    expect(again.json().id).toBe(report.id);
  });

  it('keeps the import to its shop: another seller finds no such import, a shopper may not look', async () => {
    const other = await openShop();
    expect((await other.api.get(`/sellers/offers/imports/${report.id}`)).statusCode).toBe(404);
    expect((await other.api.post(`/sellers/offers/imports/${report.id}/apply`)).statusCode).toBe(404);
    expect((await other.api.get('/sellers/offers/imports')).json().content).toEqual([]);
    const shopper = asUser(ctx, (await signUpCustomer(ctx)).jwt);
    expect((await shopper.get(`/sellers/offers/imports/${report.id}`)).statusCode).toBe(403);
  });

  it('applies in batches; a batch that fails writes nothing and the retry applies each good line once', async () => {
    // The database refuses one offer of the third batch, as a full disk or a lost connection would.
    const third = 2 * APPLY_BATCH + 100; // a line of the third batch, the bad lines before it counted
    await ctx.database.db.execute(
      sql.raw(`create function refuse_one_offer() returns trigger language plpgsql as $$ begin
        if new.selling_price_cents = ${(100_000 + third) * 100} then raise exception 'disco lleno'; end if;
        return new; end $$`),
    );
    await ctx.database.db.execute(
      sql`create trigger refuse_one_offer before insert on offers for each row execute function refuse_one_offer()`,
    );
    const started = performance.now();
    expect((await shop.api.post(`/sellers/offers/imports/${report.id}/apply`)).json().state).toBe('QUEUED');
    const failed = await settled(shop.api, report.id);
    expect(failed).toMatchObject({ state: 'FAILED', appliedLines: 2 * APPLY_BATCH });
    expect(await liveOffers(shop.id)).toBe(2 * APPLY_BATCH);

    await ctx.database.db.execute(sql`drop trigger refuse_one_offer on offers`);
    expect((await shop.api.post(`/sellers/offers/imports/${report.id}/apply`)).statusCode).toBe(200);
    const done = await settled(shop.api, report.id);
    const ms = performance.now() - started;
    console.info(`applied ${done.appliedLines} lines in ${Math.round(ms)} ms`);
    expect(done).toMatchObject({ state: 'DONE', appliedLines: LINES - 20, finishedAt: expect.any(String) });
    expect(await liveOffers(shop.id)).toBe(LINES - 20);
    // Every good line is one offer with that line's values.
    const [matching] = await queryRows<{ n: number }>(
      ctx.database.db,
      sql`select count(*)::int as n from offer_import_lines l join offers o on o.product_id = l.product_id
        and o.condition = l.condition and o.seller_id = ${shop.id} and o.archived_at is null
        where l.import_id = ${report.id} and l.status = 'OK' and l.applied_at is not null
          and o.selling_price_cents = l.selling_price_cents and o.mrp_price_cents = l.mrp_price_cents
          and o.quantity = l.quantity and o.in_stock = l.in_stock`,
    );
    expect(matching!.n).toBe(LINES - 20);
    expect(ms).toBeLessThan(60_000);
    expect((await shop.api.post(`/sellers/offers/imports/${report.id}/apply`)).json().message).toBe(
      'Esta importación ya se aplicó',
    );
  });

  it('moves the buy box to a cheaper imported offer, and exports what the import reads back unchanged', async () => {
    const cheap = productIds[productIds.length - 1]!;
    const before = (await asUser(ctx).get(`/products/${cheap}`)).json();
    // The cheap offer by product id, and a used one named by its model number, typed in lower case.
    const modelled = productIds[5]!;
    const csv = `${HEADER}\r\n${cheap};;nuevo;${String(before.mrpPrice).replace('.', ',')};1000;5;24;si\r\n;imp-${modelled};usado;200.000;150.000;2;;\r\n`;
    const checked: OfferImportResponse = (await upload(shop.jwt, Buffer.from(csv))).json();
    expect(checked).toMatchObject({ okLines: 2, badLines: 0 });
    await shop.api.post(`/sellers/offers/imports/${checked.id}/apply`);
    await settled(shop.api, checked.id);
    const after = (await asUser(ctx).get(`/products/${cheap}`)).json();
    expect(after).toMatchObject({ sellingPrice: 1000, seller: { id: shop.id } });
    const offers = (await asUser(ctx).get(`/products/${modelled}/offers`)).json().offers;
    expect(offers).toContainEqual(
      expect.objectContaining({
        condition: 'USADO',
        sellingPrice: 150_000,
        seller: expect.objectContaining({ id: shop.id }),
      }),
    );

    const exported = await shop.api.get('/sellers/offers/export?format=csv');
    expect(exported.headers['content-disposition']).toBe('attachment; filename="publicaciones.csv"');
    const rows = exported.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(rows[0]).toBe(`oferta_id;titulo;${HEADER}`);
    expect(rows).toHaveLength(1 + LINES - 20 + 2); // the header, the lines applied, the two just added
    const back: OfferImportResponse = (
      await upload(shop.jwt, Buffer.from(exported.rawPayload), 'de-vuelta.csv')
    ).json();
    expect(back).toMatchObject({ totalLines: LINES - 18, badLines: 0 });

    // The same offers as a spreadsheet: numbers as number cells, read back as the CSV was.
    const xlsx = await shop.api.get('/sellers/offers/export?format=xlsx');
    expect(xlsx.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    const fromXlsx: OfferImportResponse = (await upload(shop.jwt, xlsx.rawPayload, 'de-vuelta.xlsx')).json();
    expect(fromXlsx).toMatchObject({ format: 'xlsx', totalLines: LINES - 18, badLines: 0 });
  });
});

describe('offers by file: what cannot be read', () => {
  it('refuses a file without its columns, an empty form, a form that is not multipart, and one too big', async () => {
    const shop = await openShop();
    const missing = await upload(shop.jwt, Buffer.from('producto_id;cantidad\n1;2\n'));
    expect([missing.statusCode, missing.json().message]).toEqual([
      400,
      'Faltan columnas: precio_sugerido, precio_venta',
    ]);
    const spreadsheet = await upload(shop.jwt, Buffer.from('nada'), 'precios.xls');
    expect(spreadsheet.json().message).toBe('El archivo debe ser un CSV o un XLSX');
    const json = await shop.api.post('/sellers/offers/import', { file: 'x' });
    expect(json.statusCode).toBe(415);
    const huge = await upload(shop.jwt, Buffer.alloc(5 * 1024 * 1024 + 1, 'a'));
    expect([huge.statusCode, huge.json().message]).toEqual([413, 'El archivo supera el máximo de 5 MB']);
    expect((await shop.api.get('/sellers/offers/imports')).json().content).toEqual([]);
  });

  it('has nothing to apply in a file whose every line is wrong', async () => {
    const shop = await openShop();
    const res: OfferImportResponse = (
      await upload(shop.jwt, Buffer.from(`${HEADER}\n1;;nuevo;10;20;1;;\n`))
    ).json();
    expect(res).toMatchObject({ okLines: 0, badLines: 1 });
    const apply = await shop.api.post(`/sellers/offers/imports/${res.id}/apply`);
    expect([apply.statusCode, apply.json().message]).toEqual([
      400,
      'El archivo no tiene líneas correctas para aplicar',
    ]);
  });
});
