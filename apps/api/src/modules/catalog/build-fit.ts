/**
 * "Compatible con tu armado" (issue 34): with the shopper's open build (`build`, product ids), how each of a
 * listing's products fits it, by the shared rules (fitWithBuild: the candidate takes its slot in the build).
 *
 * Products are not checked one by one: two products alike on every key a rule may read (fitKeys) fit alike,
 * so one query groups the listing's products by that projection of their specs, with counts, and each
 * distinct projection is checked once. The facet sums the counts per status; the `fit` filter is the
 * projections whose status was chosen. A product that is itself in the build is checked on its own (it
 * keeps its place instead of joining the build again).
 */
import {
  type CompatibilityPart,
  type CompatibilityStatus,
  FIT_VALUES,
  type FitValue,
  fitKeys,
  fitWithBuild,
  type ListProductsQuery,
} from '@tecnobazar/shared';
import { and, inArray, type SQL, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.ts';
import { products } from '../../db/schema/catalog.ts';
import type { Clock } from '../../lib/clock.ts';
import { createMemoCache } from '../../lib/memo-cache.ts';
import type { Categories } from './categories.ts';
import { allFilters, type ListingFilters, visibleToShoppers } from './listing-filters.ts';

/** The products alike on the fit keys (one `projection`), or one product of the build (`self`). */
interface FitGroup {
  projection: string;
  self: number | null;
  count: number;
  status: CompatibilityStatus;
}

/** How a listing's products (under every filter but `fit`) fit the build. */
export interface BuildFit {
  /** A rule relates the category to the build: only then is there a facet, and `fit` filters. */
  related: boolean;
  level2: string;
  facet: { value: FitValue; count: number }[];
  groups: FitGroup[];
}

/** The specs of a product as its fit keys' projection reads them: JSON nulls are absent keys. */
const specsOf = (projection: string): CompatibilityPart['specs'] =>
  Object.fromEntries(Object.entries(JSON.parse(projection) as object).filter(([, v]) => v !== null));

/** `jsonb_build_object('k1', specs -> 'k1', …)`: the product's specs kept to the keys. */
const projectionOf = (keys: readonly string[]) =>
  keys.length === 0
    ? sql`'{}'::jsonb`
    : sql`jsonb_build_object(${sql.join(
        keys.map((k) => sql`${k}::text, ${products.specs} -> ${k}::text`),
        sql`, `,
      )})`;

/**
 * Products whose specs project to one of `projections`: the values every projection holds alike as one
 * containment, which the specs index answers, then the exact projection. Measured on the boards of a 100k
 * catalogue with an AM5 processor in the build: 0.3 ms to plan and run, where reading the category row by
 * row took 100+ ms when few of its boards fit. (Projections that share no value are read row by row.)
 */
function projectedTo(projections: string[], projection: SQL): SQL {
  const [first, ...others] = projections.map((p) => JSON.parse(p) as Record<string, unknown>);
  const shared = Object.entries(first ?? {}).filter(
    ([k, v]) => v !== null && others.every((other) => other[k] === v),
  );
  const exact = sql`${projection} = any(${sql.param(projections)}::jsonb[])`;
  if (shared.length === 0) return exact;
  return sql`${products.specs} @> ${JSON.stringify(Object.fromEntries(shared))}::jsonb and ${exact}`;
}

export function createBuildFit({
  db,
  categoryTree,
  cache,
}: {
  db: Db;
  categoryTree: Categories['categoryTree'];
  /** How the listing keeps its counts: each filter set's fit is kept as long (until `forget`). */
  cache: { ttlMs: number; maxEntries: number; clock: Clock };
}) {
  const fits = createMemoCache<BuildFit>(cache);

  /** The build's products shoppers can see, as parts (a part no longer sold is left out). */
  async function buildParts(ids: number[]): Promise<CompatibilityPart[]> {
    const rows = await db
      .select({
        id: products.id,
        title: products.title,
        categoryId: products.categoryId,
        specs: products.specs,
      })
      .from(products)
      .where(and(visibleToShoppers, inArray(products.id, ids)));
    const { byId } = await categoryTree();
    return rows.map((r) => ({
      id: r.id,
      title: r.title,
      level2: byId.get(r.categoryId)?.parentCategoryId ?? '',
      specs: r.specs,
    }));
  }

  /**
   * Every distinct projection of the listing's products (every filter but `fit`) and how it fits the
   * build; the listing keeps the answer per filter set (listing.ts).
   */
  async function evaluate(f: ListingFilters, buildIds: number[]): Promise<BuildFit> {
    const level2 = f.level2;
    const parts = await buildParts(buildIds);
    const none: BuildFit = { related: false, level2: level2 ?? '', facet: [], groups: [] };
    if (!level2 || parts.length === 0) return none;
    const keys = fitKeys(level2);
    const rows = await queryRows<{ projection: string; self: number | string | null; n: number | string }>(
      db,
      sql`select projection::text as projection, self, count(*) as n from (
              select ${projectionOf(keys)} as projection,
                     case when ${products.id} = any(${sql.param(buildIds)}::bigint[]) then ${products.id} end as self
              from ${products}
              where ${and(visibleToShoppers, ...allFilters(f))}
            ) p group by projection, self`,
    );
    const byId = new Map(parts.map((p) => [p.id, p]));
    const groups = rows.map((r): FitGroup => {
      const self = r.self === null ? null : Number(r.self);
      // A build part is checked as itself; any other product as a stranger with the projection's specs.
      const candidate = (self !== null && byId.get(self)) || {
        id: 0,
        title: '',
        level2,
        specs: specsOf(r.projection),
      };
      return { projection: r.projection, self, count: Number(r.n), status: fitWithBuild(candidate, parts) };
    });
    // With no product left to say it, a bare product of the category tells whether a rule relates them.
    const related =
      groups.some((g) => g.status !== 'unrelated') ||
      (groups.length === 0 && fitWithBuild({ id: 0, title: '', level2, specs: {} }, parts) !== 'unrelated');
    if (!related) return none;
    const facet = FIT_VALUES.map((value) => ({
      value,
      count: groups.filter((g) => g.status === value).reduce((n, g) => n + g.count, 0),
    }));
    return { related, level2, facet, groups };
  }

  /**
   * The listing's `fit` filter: the products whose projection (or, for the build's own, whose id) has a
   * chosen status. Undefined when the category has no fit facet (`fit` is then ignored). The shorter list
   * is sent: the chosen projections, looked up in the specs index (few products fit: projectedTo), or every
   * other one, ruled out row by row (most of the category fits, and the listing's own index finds a page of
   * them at once).
   */
  function condition(fit: BuildFit, chosen: readonly FitValue[], buildIds: number[]): SQL | undefined {
    if (!fit.related) return undefined;
    const wanted = (g: FitGroup) => (chosen as readonly string[]).includes(g.status);
    const strangers = fit.groups.filter((g) => g.self === null);
    const yes = strangers.filter(wanted).map((g) => g.projection);
    const no = strangers.filter((g) => !wanted(g)).map((g) => g.projection);
    const selves = fit.groups.filter((g) => g.self !== null && wanted(g)).map((g) => g.self!);
    const projection = projectionOf(fitKeys(fit.level2));
    const byProjection =
      yes.length === 0
        ? sql`false`
        : yes.length <= no.length
          ? projectedTo(yes, projection)
          : sql`not (${projection} = any(${sql.param(no)}::jsonb[]))`;
    return sql`((${products.id} <> all(${sql.param(buildIds)}::bigint[]) and ${byProjection}) or ${products.id} = any(${sql.param(selves)}::bigint[]))`;
  }

  return {
    /**
     * The listing's filters (`key` names them, `fit` aside) with `fit` among the others, and how its products
     * fit the build under every filter but `fit`, kept per filter set: none without a build.
     */
    async filters(q: ListProductsQuery, filters: ListingFilters, key: string) {
      const { build, fit: chosen } = q;
      if (!build) return { filters, fit: undefined };
      const fit = await fits.get(key, () => evaluate(filters, build));
      const extra = chosen && condition(fit, chosen, build);
      return { filters: extra ? { ...filters, others: [...filters.others, extra] } : filters, fit };
    },
    /** The catalogue changed: every kept fit is forgotten. */
    forget: fits.clear,
  };
}
