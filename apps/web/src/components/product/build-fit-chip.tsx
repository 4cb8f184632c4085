import Chip from '@mui/material/Chip';
import type { ProductResponse } from '@tecnobazar/shared';
import { fitWithBuild } from '@tecnobazar/shared/specs/build-slots';
import type { CompatibilityStatus } from '@tecnobazar/shared/specs/compatibility';
import { partOf } from '@/lib/compatibility';
import { useOpenBuildParts } from './use-open-build-parts';

/** How a product fits the open build, where a rule relates them (its card says so). */
export type BuildFitStatus = Exclude<CompatibilityStatus, 'unrelated'>;

export const BUILD_FIT_LABELS: Record<BuildFitStatus, string> = {
  compatible: 'Compatible con tu armado',
  unchecked: 'Sin datos para comprobar',
  warning: 'No encaja con tu armado',
};
/** The same, where the build is already named (the listing's facet, the builder's picker). */
export const FIT_SHORT_LABELS: Record<BuildFitStatus, string> = {
  compatible: 'Compatible',
  unchecked: 'Sin datos para comprobar',
  warning: 'No encaja',
};

/**
 * How each product fits the PC build the shopper has open (issue 34), each taking its slot in the build:
 * undefined for a product no rule relates to it, and for every product while no build is open.
 */
export function useBuildFit(): (product: ProductResponse) => BuildFitStatus | undefined {
  const { parts } = useOpenBuildParts();
  return (product) => {
    if (parts.length === 0) return undefined;
    const status = fitWithBuild(partOf(product), parts);
    return status === 'unrelated' ? undefined : status;
  };
}

/** The card's mark of how the product fits the open build; `short` in a row beside the price. */
export function BuildFitChip({
  status,
  short = false,
}: {
  status: BuildFitStatus | undefined;
  short?: boolean;
}) {
  if (!status) return null;
  const color = status === 'compatible' ? 'success' : status === 'warning' ? 'warning' : 'default';
  return (
    <Chip
      size="small"
      variant="outlined"
      color={color}
      label={(short ? FIT_SHORT_LABELS : BUILD_FIT_LABELS)[status]}
      sx={short ? undefined : { mt: 1, maxWidth: '100%' }}
    />
  );
}
