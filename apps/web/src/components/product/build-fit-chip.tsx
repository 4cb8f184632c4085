import Chip from '@mui/material/Chip';
import { skipToken } from '@reduxjs/toolkit/query/react';
import type { ProductResponse } from '@tecnobazar/shared';
import { fitWithBuild } from '@tecnobazar/shared/specs/build-slots';
import type { CompatibilityStatus } from '@tecnobazar/shared/specs/compatibility';
import { useMemo } from 'react';
import { useGetProductsByIdsQuery } from '@/api/catalog';
import { useOpenBuild } from '@/lib/build/open-build';
import { partOf } from '@/lib/compatibility';

/** How a product fits the open build, where a rule relates them (its card says so). */
export type BuildFitStatus = Exclude<CompatibilityStatus, 'unrelated'>;

export const BUILD_FIT_LABELS: Record<BuildFitStatus, string> = {
  compatible: 'Compatible con tu armado',
  unchecked: 'Sin datos para comprobar',
  warning: 'No encaja con tu armado',
};

/**
 * How each product fits the PC build the shopper has open (issue 34), each taking its slot in the build:
 * undefined for a product no rule relates to it, and for every product while no build is open.
 */
export function useBuildFit(): (product: ProductResponse) => BuildFitStatus | undefined {
  const [build] = useOpenBuild();
  const ids = useMemo(() => build.parts.map((p) => p.productId).sort((a, b) => a - b), [build.parts]);
  const { currentData: products } = useGetProductsByIdsQuery(ids.length > 0 ? ids : skipToken);
  const parts = useMemo(
    () =>
      (ids.length > 0 ? (products ?? []) : []).map((p) =>
        partOf(p, build.parts.find((b) => b.productId === p.id)?.quantity),
      ),
    [ids, products, build.parts],
  );
  return (product) => {
    if (parts.length === 0) return undefined;
    const status = fitWithBuild(partOf(product), parts);
    return status === 'unrelated' ? undefined : status;
  };
}

/** The card's mark of how the product fits the open build. */
export function BuildFitChip({ status }: { status: BuildFitStatus | undefined }) {
  if (!status) return null;
  const color = status === 'compatible' ? 'success' : status === 'warning' ? 'warning' : 'default';
  return (
    <Chip
      size="small"
      variant="outlined"
      color={color}
      label={BUILD_FIT_LABELS[status]}
      sx={{ mt: 1, maxWidth: '100%' }}
    />
  );
}
