import type { ProductResponse } from '@tecnobazar/shared';
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.ts';
import type { ChangeFeed } from '../../lib/change-feed.ts';
import { createMemoCache } from '../../lib/memo-cache.ts';
import type { CatalogService } from '../catalog/catalog.service.ts';

const MAX_WORDS = 8;

/** Lower case, accents off, split into words: the same folding the database applies (tb_fold). */
export function foldWords(query: string): string[] {
  return query
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((w) => w.length >= 2)
    .slice(0, MAX_WORDS);
}

const CORRECTION_CACHE_SIZE = 10_000;
const CORRECTION_TTL_MS = 5 * 60_000;
/**
 * A query's results are reused this long, and forgotten at once when a product or a seller changes. Stock
 * and ratings shown in them may lag a purchase or a review by as much (the product page and the cart read
 * them afresh).
 */
const RESULTS_TTL_MS = 15_000;
const RESULTS_CACHE_SIZE = 5_000;

/**
 * Spanish full-text search over title, category names, colour and description, ranked by the catalogue.
 * Each word the catalogue does not contain is replaced by its nearest catalogue word by trigram similarity
 * ("did you mean"), so 'procesdor' finds processors. All words must match; if none do together, any may.
 * Owns `search_words` (migration 0001; a trigger on products fills it), which it only reads.
 */
export function createSearchService({
  db,
  catalog,
  changes,
}: {
  db: Db;
  catalog: CatalogService;
  changes?: ChangeFeed;
}) {
  // Word corrections change only when the catalogue gains words, so they are remembered for a few
  // minutes: most searches then cost the ranking query alone.
  const corrections = new Map<string, { fixed: string; until: number }>();

  async function correct(words: string[]): Promise<string[]> {
    const now = Date.now();
    const unknown = words.filter((w) => !((corrections.get(w)?.until ?? 0) > now));
    if (unknown.length > 0) {
      for (const { word, fixed } of await lookUp(unknown)) {
        if (corrections.size >= CORRECTION_CACHE_SIZE) corrections.clear();
        corrections.set(word, { fixed, until: now + CORRECTION_TTL_MS });
      }
    }
    return words.map((w) => corrections.get(w)!.fixed);
  }

  // The same few words are asked for again and again ('teclado', 'monitor'): their results are reused.
  const results = createMemoCache<ProductResponse[]>({
    ttlMs: RESULTS_TTL_MS,
    maxEntries: RESULTS_CACHE_SIZE,
  });
  changes?.subscribe('products', results.clear);
  changes?.subscribe('sellers', results.clear);

  async function find(words: string[]): Promise<ProductResponse[]> {
    let ids = await catalog.searchIds(words, 'all');
    if (ids.length === 0 && words.length > 1) ids = await catalog.searchIds(words, 'any');
    return catalog.byIds(ids);
  }

  async function lookUp(words: string[]): Promise<{ word: string; fixed: string }[]> {
    const rows = await queryRows<{ word: string; fixed: string | null }>(
      db,
      sql`select q.word,
            coalesce(
              (select w.word from search_words w where w.word = q.word),
              (select w.word from search_words w
                where length(q.word) >= 3 and w.word % q.word
                order by similarity(w.word, q.word) desc, w.word limit 1)
            ) as fixed
          from unnest(${sql.param(words)}::text[]) with ordinality as q(word, i)
          order by q.i`,
    );
    return rows.map((r) => ({ word: r.word, fixed: r.fixed ?? r.word }));
  }

  return {
    /**
     * The products for `query`, and `searchedFor`: the words searched instead when a word was corrected
     * ('tecaldo' → 'teclado'), so the shopper can be told; null when the query was searched as typed.
     */
    async search(query: string): Promise<{ products: ProductResponse[]; searchedFor: string | null }> {
      const words = foldWords(query);
      if (words.length === 0) return { products: [], searchedFor: null };
      const corrected = [...new Set(await correct(words))];
      const searched = corrected.join(' ');
      const products = await results.get(searched, () => find(corrected));
      return { products, searchedFor: searched === words.join(' ') ? null : searched };
    },
  };
}
export type SearchService = ReturnType<typeof createSearchService>;
