import { skipToken } from '@reduxjs/toolkit/query/react';
import type { BuildPart, ProductResponse } from '@tecnobazar/shared';
import { powerEstimate } from '@tecnobazar/shared/specs/build-rules';
import { buildTotalCents } from '@tecnobazar/shared/specs/build-slots';
import type { CompatibilityPart } from '@tecnobazar/shared/specs/compatibility';
import { useMemo } from 'react';
import { useGetProductsByIdsQuery } from '@/api/catalog';
import { cartCompatibility, partOf } from '@/lib/compatibility';

/** A build's parts with their products as sold now, and what they add up to. */
export interface BuildFigures {
  /** Product by id; a part whose product is no longer sold has none. */
  products: Map<number, ProductResponse>;
  /** The parts as the compatibility check sees them, with their units. */
  checked: CompatibilityPart[];
  totalCents: number;
  /** The shops the parts come from. */
  shops: number;
  /** Watts drawn, and the supply wanted (with 30 % margin); null without a processor or graphics card. */
  power: { estimate: number; wanted: number } | null;
  compatibility: ReturnType<typeof cartCompatibility>;
  /** Parts whose product is no longer sold. */
  gone: BuildPart[];
}

/**
 * The figures of `parts` from their products (those a saved build's answer brought, or fetched by id);
 * `found` undefined while they load (no part is said to be gone yet).
 */
export function buildFigures(parts: readonly BuildPart[], found?: readonly ProductResponse[]): BuildFigures {
  const products = new Map((found ?? []).map((p) => [p.id, p]));
  const present = parts.filter((p) => products.has(p.productId));
  const checked = present.map((p) => partOf(products.get(p.productId)!, p.quantity));
  const drawing = checked.some((p) => p.level2 === 'processors' || p.level2 === 'graphics_cards');
  return {
    products,
    checked,
    totalCents: buildTotalCents(present, found ?? []),
    shops: new Set(present.map((p) => products.get(p.productId)!.seller.id)).size,
    power: drawing ? powerEstimate(checked) : null,
    compatibility: cartCompatibility(checked),
    gone: found ? parts.filter((p) => !products.has(p.productId)) : [],
  };
}

/** The open build's products, fetched by id (each the product page's own cached call). */
export function useBuildFigures(parts: readonly BuildPart[]) {
  const ids = useMemo(() => parts.map((p) => p.productId).sort((a, b) => a - b), [parts]);
  const { currentData, isFetching, error } = useGetProductsByIdsQuery(ids.length > 0 ? ids : skipToken);
  const figures = useMemo(
    () => buildFigures(parts, ids.length > 0 ? currentData : []),
    [parts, ids, currentData],
  );
  return { figures, loading: ids.length > 0 && !currentData && isFetching, error };
}
