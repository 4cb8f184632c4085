import { skipToken } from '@reduxjs/toolkit/query/react';
import type { CompatibilityPart } from '@tecnobazar/shared/specs/compatibility';
import { useMemo } from 'react';
import { useGetProductsByIdsQuery } from '@/api/catalog';
import { useOpenBuild } from '@/lib/build/open-build';
import { partOf } from '@/lib/compatibility';

/**
 * The open build, its setter, and its parts as the compatibility check sees them, with their units (each
 * product fetched by id, the product page's own cached call). None are fetched while `enabled` is false.
 */
export function useOpenBuildParts(enabled = true) {
  const [build, keep] = useOpenBuild();
  const ids = useMemo(() => build.parts.map((p) => p.productId).sort((a, b) => a - b), [build.parts]);
  const { currentData: products } = useGetProductsByIdsQuery(enabled && ids.length > 0 ? ids : skipToken);
  const parts = useMemo(
    (): CompatibilityPart[] =>
      ids.length === 0
        ? []
        : (products ?? []).map((p) => partOf(p, build.parts.find((b) => b.productId === p.id)?.quantity)),
    [ids, products, build.parts],
  );
  return { build, keep, parts };
}
