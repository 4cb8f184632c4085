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
/** Ranked ids of a query are reused this long (and forgotten at once when the catalogue changes). */
const RESULTS_TTL_MS = 60_000;
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

  // The same few words are asked for again and again ('teclado', 'monitor'): their ranking is reused.
  const ranked = createMemoCache<number[]>({ ttlMs: RESULTS_TTL_MS, maxEntries: RESULTS_CACHE_SIZE });
  changes?.subscribe('products', ranked.clear);
  changes?.subscribe('sellers', ranked.clear);

  async function rank(words: string[]): Promise<number[]> {
    const ids = await catalog.searchIds(words, 'all');
    return ids.length === 0 && words.length > 1 ? catalog.searchIds(words, 'any') : ids;
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
    async search(query: string): Promise<ProductResponse[]> {
      const words = foldWords(query);
      if (words.length === 0) return [];
      const corrected = [...new Set(await correct(words))];
      const ids = await ranked.get(corrected.join(' '), () => rank(corrected));
      return catalog.byIds(ids);
    },
  };
}
export type SearchService = ReturnType<typeof createSearchService>;
