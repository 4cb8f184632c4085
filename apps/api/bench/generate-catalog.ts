/**
 * Synthetic catalogue for `npm run bench` (docs/benchmarks/api.md): a fresh PostgreSQL database
 * `tecnobazar_bench` with the migrations, the demo seed, ~50 sellers and N products (BENCH_PRODUCTS, default
 * 100,000). Run alone with `npx tsx bench/generate-catalog.ts`.
 *
 * Every "model" (brand + model number) is sold by ~4 listings, so a model number matches a handful of rows
 * while a category noun such as 'teclado' matches a few percent. The search trigger is disabled during the
 * bulk load; `search_vector` is computed by the same INSERT with the trigger's expression, `search_words`
 * filled once at the end, and the secondary indexes are rebuilt after the load.
 */
import { pathToFileURL } from 'node:url';
import { type ProductSpecs, specAttributesOf } from '@tecnobazar/shared';
import { COLORS, PRODUCT_SIZES } from '@tecnobazar/shared/constants/catalog';
import pg from 'pg';
import { createDatabase } from '../src/db/client.ts';
import { buildDemoProducts } from '../src/db/seed/demo-catalog.ts';
import { seedDemo } from '../src/db/seed/seed.ts';
import { discountPercent } from '../src/lib/money.ts';

export const BENCH_DB = 'tecnobazar_bench';
const BATCH = 5_000;
const LISTINGS_PER_MODEL = 4;

/** The PostgreSQL server to create the bench database on, and the bench database's URL. */
export function benchUrls() {
  const server = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const bench = new URL(server);
  bench.pathname = `/${BENCH_DB}`;
  return { server, bench: bench.toString() };
}

// ------------------------------------------------------------------------------------------- word lists

interface Family {
  nouns: string[];
  brands: string[];
  features: string[];
  /** Price range in whole pesos; prices are spread log-uniformly inside it. */
  pesos: [number, number];
  /** Relative share of the catalogue. */
  weight: number;
}

// biome-ignore format: one line per category keeps the word lists readable
const FAMILIES: Record<string, Family> = {
  keyboards: { nouns: ['Teclado'], brands: ['Redragon', 'Logitech', 'HyperX', 'Razer', 'Corsair', 'Keychron', 'Genius'], features: ['mecánico', 'de membrana', 'inalámbrico', 'RGB', 'TKL', 'switch rojo', 'switch azul', 'compacto 60 %', 'en español', 'retroiluminado'], pesos: [40_000, 900_000], weight: 2 },
  mice: { nouns: ['Mouse', 'Ratón'], brands: ['Logitech', 'Razer', 'Redragon', 'SteelSeries', 'Glorious', 'Microsoft'], features: ['gamer', 'inalámbrico', 'ergonómico', 'óptico', '16000 DPI', 'ultraligero', 'silencioso', 'Bluetooth'], pesos: [20_000, 600_000], weight: 3 },
  monitors: { nouns: ['Monitor'], brands: ['Samsung', 'LG', 'AOC', 'Asus', 'Dell', 'ViewSonic', 'BenQ'], features: ['24 pulgadas', '27 pulgadas', 'IPS', '144 Hz', '165 Hz', 'curvo', 'HDR', 'FreeSync', '1 ms'], pesos: [400_000, 4_500_000], weight: 4 },
  headphones: { nouns: ['Audífonos', 'Diadema'], brands: ['HyperX', 'Sony', 'JBL', 'Logitech', 'Razer', 'Sennheiser'], features: ['gamer', 'inalámbricos', 'Bluetooth', 'con micrófono', 'cancelación de ruido', 'sonido 7.1', 'in-ear'], pesos: [30_000, 1_500_000], weight: 4 },
  microphones: { nouns: ['Micrófono'], brands: ['HyperX', 'Blue', 'Fifine', 'Rode', 'Shure', 'Boya'], features: ['USB', 'XLR', 'de condensador', 'de solapa', 'cardioide', 'con brazo', 'para streaming'], pesos: [40_000, 1_200_000], weight: 2 },
  webcams: { nouns: ['Cámara web', 'Webcam'], brands: ['Logitech', 'Razer', 'Microsoft', 'Genius', 'Xiaomi'], features: ['HD 720p', 'Full HD 1080p', 'con micrófono', 'autofoco', 'gran angular'], pesos: [60_000, 900_000], weight: 2 },
  speakers: { nouns: ['Parlante', 'Parlantes'], brands: ['JBL', 'Logitech', 'Genius', 'Sony', 'Edifier'], features: ['Bluetooth', '2.0', '2.1 con subwoofer', 'portátil', 'RGB', 'USB'], pesos: [30_000, 1_200_000], weight: 3 },
  processors: { nouns: ['Procesador'], brands: ['Intel', 'AMD'], features: ['Core i5', 'Core i7', 'Ryzen 5', 'Ryzen 7', 'Ryzen 9', '6 núcleos', '8 núcleos', 'socket AM5', 'LGA1700', 'con disipador'], pesos: [300_000, 3_500_000], weight: 4 },
  graphics_cards: { nouns: ['Tarjeta gráfica', 'Tarjeta de video'], brands: ['Asus', 'MSI', 'Gigabyte', 'Zotac', 'Sapphire', 'PNY'], features: ['GeForce RTX', 'Radeon RX', '8 GB GDDR6', '12 GB GDDR6X', '16 GB', 'doble ventilador', 'OC'], pesos: [800_000, 12_000_000], weight: 4 },
  motherboards: { nouns: ['Placa base', 'Board'], brands: ['Asus', 'MSI', 'Gigabyte', 'ASRock', 'Biostar'], features: ['ATX', 'Micro ATX', 'Mini ITX', 'DDR5', 'DDR4', 'Wi-Fi', 'B650', 'B760', 'Z790'], pesos: [300_000, 2_500_000], weight: 3 },
  ram: { nouns: ['Memoria RAM'], brands: ['Kingston', 'Corsair', 'G.Skill', 'Crucial', 'ADATA', 'TeamGroup'], features: ['DDR4', 'DDR5', '8 GB', '16 GB', '32 GB', '3200 MHz', '6000 MHz', 'RGB', 'para portátil'], pesos: [70_000, 1_200_000], weight: 4 },
  power_supplies: { nouns: ['Fuente de poder'], brands: ['Corsair', 'EVGA', 'Thermaltake', 'Cooler Master', 'Seasonic'], features: ['650 W', '750 W', '850 W', 'modular', '80 Plus Bronze', '80 Plus Gold', 'ATX 3.0'], pesos: [150_000, 1_500_000], weight: 3 },
  cases: { nouns: ['Gabinete', 'Chasis'], brands: ['Corsair', 'NZXT', 'Lian Li', 'Cooler Master', 'Aerocool'], features: ['ATX', 'Micro ATX', 'Mini ITX', 'vidrio templado', 'RGB', '4 ventiladores', 'alto flujo de aire'], pesos: [150_000, 1_200_000], weight: 3 },
  cooling: { nouns: ['Disipador', 'Refrigeración líquida'], brands: ['Cooler Master', 'Noctua', 'Deepcool', 'Corsair', 'Arctic'], features: ['por aire', '240 mm', '360 mm', 'ARGB', 'torre doble', 'bajo perfil'], pesos: [60_000, 900_000], weight: 3 },
  hard_drives: { nouns: ['Disco duro'], brands: ['Seagate', 'Western Digital', 'Toshiba'], features: ['interno', 'externo', '1 TB', '2 TB', '4 TB', '7200 RPM', 'USB 3.0', '3.5 pulgadas'], pesos: [150_000, 900_000], weight: 3 },
  ssd_drives: { nouns: ['Unidad SSD', 'SSD'], brands: ['Kingston', 'Samsung', 'Crucial', 'WD', 'ADATA', 'Hikvision'], features: ['NVMe', 'SATA', 'M.2', '500 GB', '1 TB', '2 TB', 'PCIe 4.0', '3500 MB/s'], pesos: [100_000, 1_200_000], weight: 4 },
  usb_drives: { nouns: ['Memoria USB'], brands: ['Kingston', 'SanDisk', 'ADATA', 'HP', 'Verbatim'], features: ['32 GB', '64 GB', '128 GB', 'USB 3.0', 'USB 2.0', 'tipo C', 'metálica'], pesos: [15_000, 150_000], weight: 3 },
  sd_cards: { nouns: ['Tarjeta SD', 'Tarjeta microSD'], brands: ['SanDisk', 'Kingston', 'Samsung', 'Lexar'], features: ['SDHC', 'SDXC', '64 GB', '128 GB', 'clase 10', 'U3', 'V30', 'con adaptador'], pesos: [20_000, 300_000], weight: 2 },
  optical_drives: { nouns: ['Unidad óptica', 'Quemador'], brands: ['LG', 'Asus', 'Pioneer', 'Verbatim'], features: ['DVD', 'Blu-ray', 'externa USB', 'interna SATA', 'slim'], pesos: [70_000, 600_000], weight: 1 },
  caddies_adapters: { nouns: ['Caddy', 'Adaptador de disco'], brands: ['Orico', 'Ugreen', 'Unitek', 'Vention'], features: ['2.5 pulgadas', '3.5 pulgadas', 'SATA a USB 3.0', 'para portátil', 'sin herramientas'], pesos: [20_000, 200_000], weight: 1 },
  cables: { nouns: ['Cable'], brands: ['Ugreen', 'Belkin', 'Vention', 'Cable Matters'], features: ['HDMI 2.1', 'DisplayPort 1.4', 'USB-C', 'SATA', '1.5 m', '3 m', 'trenzado', '4K 120 Hz'], pesos: [10_000, 150_000], weight: 4 },
  adapters: { nouns: ['Adaptador'], brands: ['Ugreen', 'TP-Link', 'Anker', 'Vention', 'Unitek'], features: ['USB-C a HDMI', 'HDMI a VGA', 'Wi-Fi USB', 'Ethernet Gigabit', 'hub 7 en 1', 'Bluetooth'], pesos: [20_000, 400_000], weight: 3 },
  stands: { nouns: ['Soporte', 'Base'], brands: ['North Bayou', 'Ugreen', 'Klip Xtreme', 'Loctek'], features: ['para monitor', 'para portátil', 'para audífonos', 'doble brazo', 'ajustable', 'de aluminio'], pesos: [30_000, 700_000], weight: 2 },
  mousepads: { nouns: ['Mousepad', 'Pad mouse'], brands: ['Redragon', 'Razer', 'SteelSeries', 'Logitech', 'HyperX'], features: ['XL', 'extendido', 'RGB', 'antideslizante', 'de tela', 'bordes cosidos', '900 x 400 mm'], pesos: [15_000, 300_000], weight: 2 },
  cleaning_maintenance: { nouns: ['Kit de limpieza', 'Pasta térmica', 'Aire comprimido'], brands: ['Arctic', 'Noctua', 'Thermal Grizzly', 'Ugreen'], features: ['para pantallas', 'para portátiles', '4 g', 'alta conductividad', '400 ml', 'con microfibra'], pesos: [10_000, 120_000], weight: 1 },
  cable_organizers: { nouns: ['Organizador de cables', 'Canaleta'], brands: ['Ugreen', 'Orico', 'Vention', '3M'], features: ['velcro', 'funda espiral', 'bandeja bajo escritorio', 'adhesiva', '10 piezas', '2 m'], pesos: [10_000, 150_000], weight: 1 },
};
const SERIES = [
  'Pro',
  'Ultra',
  'Max',
  'Lite',
  'Elite',
  'Plus',
  'Neo',
  'Prime',
  'Gamer',
  'Essential',
  'X',
  'S',
];
const PHRASES = [
  'Producto original, nuevo y en caja sellada.',
  'Garantía de 12 meses directamente con el vendedor.',
  'Envío a toda Colombia; en Bogotá, Medellín y Cali llega en 24 horas.',
  'Compatible con Windows, macOS y Linux.',
  'Incluye factura electrónica.',
  'Ideal para gaming, oficina, estudio y trabajo en casa.',
  'Materiales resistentes y acabados de alta calidad.',
  'Soporte técnico en español por WhatsApp.',
];
const COMMON_COLORS = ['Negro', 'Negro', 'Blanco', 'Gris', 'Plata', 'Grafito'];
const COLOR_NAMES = [...new Set(COLORS.map((c) => c.name))];
const SIZE_SETS = [
  ['FREE'],
  ['FREE'],
  ['FREE'],
  ['FREE'],
  ['FREE'],
  ['S', 'M', 'L'],
  ['M', 'L', 'XL'],
  [...PRODUCT_SIZES],
];
const MODEL_LETTERS = 'ABCDEFGHJKLMNPRSTVWXZ';

/**
 * Image lists of the demo products per level-2 slug. The media route renders only the images the demo
 * catalogue uses, so a bench listing reuses one of those lists instead of naming its own.
 */
function demoImagesByLevel2(): Map<string, string[][]> {
  const map = new Map<string, string[][]>();
  for (const p of buildDemoProducts()) map.set(p.level2, [...(map.get(p.level2) ?? []), p.images]);
  return map;
}

/** mulberry32: a small seeded PRNG, so a catalogue of the same size is the same catalogue. */
function prng(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (n: number) => Math.floor(next() * n);
  const pick = <T>(list: readonly T[]) => list[int(list.length)]!;
  return { next, int, pick };
}

interface Leaf {
  id: number;
  level2: string;
}

/**
 * A model's specifications: its brand, and a value for each key attribute of its category (an option, a
 * yes/no, or one of six round numbers across the attribute's range), so the facets count real spreads.
 */
function benchSpecs(level2: string, brand: string, r: ReturnType<typeof prng>): ProductSpecs {
  const specs: ProductSpecs = { brand };
  for (const a of specAttributesOf(level2)) {
    if (!a.facet || a.key === 'brand') continue;
    if (a.type === 'enum') specs[a.key] = r.pick(a.options);
    else if (a.type === 'boolean') specs[a.key] = r.next() < 0.5;
    else if (a.type === 'number') specs[a.key] = Math.round(a.min + ((a.max - a.min) * (1 + r.int(6))) / 8);
  }
  return specs;
}

/** A product model: everything its listings share. Model numbers are unique per model. */
function model(index: number, weightedLeaves: Leaf[]) {
  const r = prng(index * 7919 + 17);
  const leaf = r.pick(weightedLeaves);
  const f = FAMILIES[leaf.level2]!;
  const noun = r.pick(f.nouns);
  const brand = r.pick(f.brands);
  const code = `${MODEL_LETTERS[index % MODEL_LETTERS.length]}${100 + Math.floor(index / MODEL_LETTERS.length)}`;
  const [a, b] = [r.pick(f.features), r.pick(f.features)];
  const title = `${noun} ${brand} ${r.pick(SERIES)} ${code} ${a}${a === b ? '' : ` ${b}`}`;
  const description =
    `${noun} ${brand} ${code} ${r.pick(f.features)}, ${r.pick(f.features)} y ${r.pick(f.features)}. ` +
    `${r.pick(PHRASES)} ${r.pick(PHRASES)}`;
  const [lo, hi] = f.pesos;
  const pesos = lo * (hi / lo) ** r.next();
  return {
    leaf,
    title,
    description,
    pesos,
    sizes: r.pick(SIZE_SETS),
    specs: benchSpecs(leaf.level2, brand, r),
  };
}

// ---------------------------------------------------------------------------------------------- loading

const CATEGORY_NAMES = `(select c3.id, concat_ws(' ', c3.name, c2.name, c1.name) as names
  from categories c3 left join categories c2 on c2.id = c3.parent_id left join categories c1 on c1.id = c2.parent_id)`;

/** The expression of the products_search_refresh trigger (0001_search.sql), for a row `r` and names `c`. */
const SEARCH_VECTOR = `setweight(to_tsvector('es_unaccent', coalesce(r.title, '')), 'A') ||
  setweight(to_tsvector('es_unaccent', coalesce(c.names, '')), 'B') ||
  setweight(to_tsvector('es_unaccent', coalesce(r.color, '')), 'C') ||
  setweight(to_tsvector('es_unaccent', coalesce(r.description, '')), 'D')`;

const COLUMNS = [
  ['seller_id', 'bigint'],
  ['category_id', 'bigint'],
  ['title', 'text'],
  ['description', 'text'],
  ['mrp_price_cents', 'bigint'],
  ['selling_price_cents', 'bigint'],
  ['discount_percent', 'int'],
  ['quantity', 'int'],
  ['in_stock', 'boolean'],
  ['color', 'text'],
  ['images', 'text'],
  ['sizes', 'text'],
  ['num_ratings', 'int'],
  ['rating_halves_sum', 'int'],
  ['created_at', 'timestamptz'],
  ['specs', 'jsonb'],
] as const;
const names = COLUMNS.map(([n]) => n);
const INSERT_SQL = `insert into products (${names.join(', ')}, updated_at, search_vector)
  select ${names.map((n) => (n === 'images' || n === 'sizes' ? `string_to_array(r.${n}, ' ')` : `r.${n}`)).join(', ')},
    r.created_at, ${SEARCH_VECTOR}
  from unnest(${COLUMNS.map(([, t], i) => `$${i + 1}::${t}[]`).join(', ')}) as r(${names.join(', ')})
  join ${CATEGORY_NAMES} c on c.id = r.category_id`;

async function addSellers(client: pg.PoolClient, total: number): Promise<number[]> {
  const { rows: have } = await client.query<{ n: string }>('select count(*) as n from sellers');
  const missing = Math.max(0, total - Number(have[0]!.n));
  for (let i = 0; i < missing; i++) {
    const n = String(i + 1).padStart(2, '0');
    await client.query(
      `insert into sellers (email, seller_name, mobile, gstin, business_name, account_status, email_verified,
         pickup_address, pickup_city, pickup_state, pickup_mobile)
       values ($1, $2, $3, $4, $5, $6, true, 'Calle 10 # 20-30', 'Bogotá', 'Cundinamarca', $3)`,
      [
        `ventas${n}@bench.tecnobazar.local`,
        `Vendedor de prueba ${n}`,
        `31000000${n}`,
        `9000000${n}-1`,
        `Tienda Tecno ${n} S.A.S.`,
        i % 12 === 5 ? 'SUSPENDED' : 'ACTIVE',
      ],
    );
  }
  const { rows } = await client.query<{ id: string }>('select id from sellers order by id');
  return rows.map((r) => Number(r.id));
}

export async function generateCatalog(opts: { n: number; log?: (msg: string) => void }) {
  const log = opts.log ?? console.log;
  const started = performance.now();
  const elapsed = () => `${((performance.now() - started) / 1000).toFixed(1)} s`;
  const { server, bench } = benchUrls();

  const admin = new pg.Client({ connectionString: server });
  await admin.connect();
  await admin.query(`drop database if exists ${BENCH_DB} with (force)`);
  await admin.query(`create database ${BENCH_DB}`);
  await admin.end();

  const database = createDatabase({ url: bench });
  await database.migrate();
  await seedDemo(database.db, { adminEmails: ['admin@tecnobazar.local'] });
  await database.close();

  const pool = new pg.Pool({ connectionString: bench, max: 1 });
  const client = await pool.connect();
  try {
    const sellerIds = await addSellers(client, 50);
    const { rows: leafRows } = await client.query<{ id: string; level2: string }>(
      `select c3.id, c2.category_id as level2 from categories c3 join categories c2 on c2.id = c3.parent_id
       where c3.level = 3 order by c3.id`,
    );
    const leaves = leafRows.filter((l) => FAMILIES[l.level2]).map((l) => ({ ...l, id: Number(l.id) }));
    // Each level-2 category gets its weight, shared among its leaves (×12 keeps the shares whole).
    const weighted = leaves.flatMap((l) => {
      const siblings = leaves.filter((s) => s.level2 === l.level2).length;
      return Array<Leaf>(Math.round((FAMILIES[l.level2]!.weight * 12) / siblings)).fill(l);
    });

    // Bulk load without the search trigger and with only the primary key, then rebuild the indexes.
    await client.query('set maintenance_work_mem = 512000');
    const { rows: indexes } = await client.query<{ name: string; def: string }>(
      `select indexname as name, indexdef as def from pg_indexes
       where tablename = 'products' and indexname <> 'products_pkey'`,
    );
    for (const ix of indexes) await client.query(`drop index ${ix.name}`);
    await client.query('alter table products disable trigger products_search_refresh');

    const models = Math.max(1, Math.round(opts.n / LISTINGS_PER_MODEL));
    const imagesByLevel2 = demoImagesByLevel2();
    const r = prng(opts.n);
    const now = Date.now();
    const twoYears = 730 * 24 * 3_600_000;
    for (let done = 0; done < opts.n; ) {
      const size = Math.min(BATCH, opts.n - done);
      const cols: unknown[][] = COLUMNS.map(() => []);
      for (let i = 0; i < size; i++) {
        const m = model(r.int(models), weighted);
        // Listings share the model and differ in seller, colour, price, stock and age; a few big sellers.
        const selling = Math.round((m.pesos * (0.9 + 0.2 * r.next())) / 1000) * 1000 - 100;
        const mrp =
          r.next() < 0.35 ? selling : Math.ceil(selling / (0.95 - 0.55 * r.next()) / 1000) * 1000 - 100;
        const color = r.next() < 0.6 ? r.pick(COMMON_COLORS) : r.pick(COLOR_NAMES);
        const numRatings = r.next() < 0.5 ? 0 : r.int(200);
        const row = [
          sellerIds[Math.floor(r.next() ** 2 * sellerIds.length)],
          m.leaf.id,
          m.title,
          m.description,
          mrp * 100,
          selling * 100,
          discountPercent(mrp * 100, selling * 100),
          r.next() < 0.05 ? 0 : 1 + r.int(200),
          r.next() > 0.03,
          color,
          r.pick(imagesByLevel2.get(m.leaf.level2)!).join(' '),
          m.sizes.join(' '),
          numRatings,
          numRatings * (6 + r.int(5)),
          new Date(now - r.next() * twoYears),
          JSON.stringify(m.specs),
        ];
        for (const [c, v] of row.entries()) cols[c]!.push(v);
      }
      await client.query(INSERT_SQL, cols);
      done += size;
      if (done % 100_000 === 0 || done === opts.n)
        log(`  ${done.toLocaleString('es-CO')} productos… ${elapsed()}`);
    }

    log(`  search_words… ${elapsed()}`);
    await client.query(
      // The trigger's words, split from each distinct text once instead of from every row.
      `insert into search_words (word)
       select distinct w from (
         select title as t from products union select description from products union select color from products
         union select c.names from ${CATEGORY_NAMES} c where c.id in (select category_id from products)
       ) texts, regexp_split_to_table(tb_fold(t), '[^a-z0-9]+') w
       where length(w) >= 3
       on conflict do nothing`,
    );
    await client.query('alter table products enable trigger products_search_refresh');
    // Each listing is sold through its founding offer (migration 0033); its buy box lists it.
    log(`  ofertas… ${elapsed()}`);
    await client.query('select add_founding_offers()');
    log(`  índices… ${elapsed()}`);
    for (const ix of indexes) await client.query(ix.def);
    log(`  VACUUM ANALYZE… ${elapsed()}`);
    await client.query('vacuum analyze');
  } finally {
    client.release();
    await pool.end();
  }
  log(`Catálogo de ${opts.n.toLocaleString('es-CO')} productos generado en ${elapsed()}.`);
  return { url: bench, seconds: (performance.now() - started) / 1000 };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  await generateCatalog({ n: Number(process.env.BENCH_PRODUCTS ?? 100_000) });
}
