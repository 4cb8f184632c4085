/**
 * The benchmark's ceiling (issue 35): the least a server can do to answer the storefront's listing, the
 * whole catalogue and a product with the same JSON as the API, on the same database, pool and machine.
 * Fastify and one prepared `pg` query per answer, its own SQL; it shares nothing with the app but the
 * database. Counts are kept per filter set, as the API keeps them. `npm run bench` starts it and prints
 * the API ÷ this server for each endpoint.
 *
 * Run alone: DATABASE_URL=… PORT=3202 node --import tsx bench/minimal-server.ts
 */
import Fastify from 'fastify';
import pg from 'pg';

const pool = new pg.Pool({
  connectionString: process.env.DATABASE_URL,
  max: Number(process.env.DATABASE_POOL_SIZE ?? 10),
});
const PAGE_SIZE = 12;

/** ProductResponse, keys in order, as the API writes it (apps/api/src/modules/catalog/product-json.ts). */
const PRODUCT = `json_build_object(
  'id', p.id, 'title', p.title, 'description', p.description,
  'mrpPrice', p.mrp_price_cents::float8 / 100, 'sellingPrice', p.selling_price_cents::float8 / 100,
  'discountPercent', p.discount_percent, 'quantity', p.quantity, 'in_stock', p.in_stock and p.quantity > 0,
  'color', p.color, 'images', p.images, 'sizes', p.sizes, 'specs', p.specs,
  'category', json_build_object('id', c.id, 'categoryId', c.category_id, 'name', c.name, 'level', c.level,
    'parentCategoryId', pc.category_id),
  'seller', json_build_object('id', p.seller_id, 'businessDetails', json_build_object('businessName', s.business_name)),
  'numRatings', p.num_ratings,
  'averageRating', case when p.num_ratings = 0 then 0::float8 else (floor(p.rating_halves_sum::float8 / 2 /
    p.num_ratings * 10) + (p.rating_halves_sum::float8 / 2 / p.num_ratings * 10 - floor(p.rating_halves_sum::float8
    / 2 / p.num_ratings * 10) >= 0.5)::int) / 10 end,
  'createdAt', to_char(p.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
  'vatPercent', p.vat_percent, 'modelNumber', p.model_number, 'offerId', p.buy_box_offer_id,
  'offerCount', p.offer_count, 'lowestPrice', p.lowest_price_cents::float8 / 100)`;
const JOINS = `join sellers s on s.id = p.seller_id join categories c on c.id = p.category_id
  left join categories pc on pc.id = c.parent_id`;
const ORDERS = {
  newest: 'created_at desc, id desc',
  price_low: 'selling_price_cents asc, id asc',
  price_high: 'selling_price_cents desc, id desc',
} as const;
type Sort = keyof typeof ORDERS;
const prefixed = (order: string) => order.replace(/(\w+) (asc|desc)/g, 'p.$1 $2');

/**
 * The listing's SQL: $1 and $2 the page, $3 the category's leaves, then the price range in cents. Within a
 * category each leaf's first rows come from its own index and only those are sorted, as the API does: the
 * ceiling is the API's work minus the API, not a slower query.
 */
function listingSql(withCategory: boolean, withPrice: boolean, sort: Sort) {
  const price = (first: number) =>
    withPrice ? [`selling_price_cents between $${first} and $${first + 1}`] : [];
  const where = [
    'listed',
    ...(withCategory ? ['category_id = any($3::bigint[])'] : []),
    ...price(withCategory ? 4 : 3),
  ];
  const ids = withCategory
    ? `select first.id from unnest($3::bigint[]) as leaf(id) cross join lateral (
        select id, created_at, selling_price_cents from products
        where category_id = leaf.id and ${['listed', ...price(4)].join(' and ')}
        order by ${ORDERS[sort]} limit $1::int + $2::int) as first
      order by ${ORDERS[sort].replace(/(\w+) (asc|desc)/g, 'first.$1 $2')} limit $1 offset $2`
    : `select id from products where ${where.join(' and ')} order by ${ORDERS[sort]} limit $1 offset $2`;
  return {
    page: `select coalesce(json_agg(${PRODUCT} order by ${prefixed(ORDERS[sort])}), '[]')::text as content
      from (${ids}) page join products p on p.id = page.id ${JOINS}`,
    count: `select count(*)::int as n from products where ${where.join(' and ').replace(/\$(\d)/g, (_, n) => `$${n - 2}`)}`,
  };
}

/** Each category's leaf ids (a leaf is its own), by slug; read once. */
async function leavesBySlug(): Promise<Map<string, number[]>> {
  const { rows } = await pool.query<{ id: string; slug: string; parent: string | null }>(
    'select id, category_id as slug, parent_id as parent from categories',
  );
  const children = new Map<string, string[]>();
  for (const r of rows) if (r.parent) children.set(r.parent, [...(children.get(r.parent) ?? []), r.id]);
  const leaves = (id: string): number[] =>
    children.has(id) ? children.get(id)!.flatMap(leaves) : [Number(id)];
  return new Map(rows.map((r) => [r.slug, leaves(r.id)]));
}

const leaves = await leavesBySlug();
const counts = new Map<string, number>();
const app = Fastify();

app.get<{ Querystring: Record<string, string | undefined> }>('/v1/products', async (req, reply) => {
  const { category, minPrice, maxPrice, pageNumber = '0' } = req.query;
  const sort: Sort =
    req.query.sort === 'price_low' || req.query.sort === 'price_high' ? req.query.sort : 'newest';
  const categoryIds = category === undefined ? undefined : (leaves.get(category) ?? []);
  const price = minPrice !== undefined || maxPrice !== undefined;
  const filter = [
    ...(categoryIds ? [categoryIds] : []),
    ...(price ? [Math.round(Number(minPrice ?? 0) * 100), Math.round(Number(maxPrice ?? 1e13) * 100)] : []),
  ];
  const sql = listingSql(categoryIds !== undefined, price, sort);
  const name = `${categoryIds ? 'c' : ''}${price ? 'p' : ''}${sort}`;
  const key = JSON.stringify([category, minPrice, maxPrice]);
  const [page, total] = await Promise.all([
    pool.query<{ content: string }>({
      name: `page_${name}`,
      text: sql.page,
      values: [PAGE_SIZE, Number(pageNumber) * PAGE_SIZE, ...filter],
    }),
    counts.get(key) ??
      pool
        .query<{ n: number }>({ name: `count_${name}`, text: sql.count, values: filter })
        .then(({ rows }) => {
          counts.set(key, rows[0]!.n);
          return rows[0]!.n;
        }),
  ]);
  const totalPages = Math.ceil(total / PAGE_SIZE);
  reply.type('application/json; charset=utf-8');
  return `{"content":${page.rows[0]!.content},"totalPages":${totalPages},"totalElements":${total}}`;
});

app.get<{ Params: { id: string } }>('/v1/products/:id', async (req, reply) => {
  const { rows } = await pool.query<{ json: string }>({
    name: 'product',
    text: `select ${PRODUCT}::text as json from products p ${JOINS} where p.id = $1 and p.listed`,
    values: [Number(req.params.id)],
  });
  if (!rows[0]) return reply.code(404).send({ message: 'Producto no encontrado' });
  reply.type('application/json; charset=utf-8');
  return rows[0].json;
});

await app.listen({ host: '127.0.0.1', port: Number(process.env.PORT ?? 3202) });
