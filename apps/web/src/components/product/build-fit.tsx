import DesktopWindowsOutlined from '@mui/icons-material/DesktopWindowsOutlined';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { ProductResponse } from '@tecnobazar/shared';
import { buildWith } from '@tecnobazar/shared/specs/build-slots';
import { compatibilityWith } from '@tecnobazar/shared/specs/compatibility';
import { Link as RouterLink } from 'react-router';
import { CompatibilityNotice } from '@/components/compatibility-notice';
import type { Notify } from '@/components/toast';
import { paths } from '@/config/paths';
import { slotOfProduct, withProduct } from '@/lib/build/open-build';
import { partOf } from '@/lib/compatibility';
import { useOpenBuildParts } from './use-open-build-parts';

/**
 * On a part's page (issue 34): how it fits the build the shopper has open ('Compatible con tu armado', or
 * why not), the build's part of the same slot set aside when the slot takes one; and 'Agregar a mi armado'.
 */
export function BuildFit({ product, notify }: { product: ProductResponse; notify: Notify }) {
  const slot = slotOfProduct(product);
  const { build, keep, parts } = useOpenBuildParts(slot !== undefined);
  if (!slot) return null;

  const inBuild = build.parts.some((p) => p.productId === product.id);
  const candidate = partOf(product);
  // The product takes its slot in the build (a board replaces the build's board) and is checked there.
  const checked = buildWith(parts, candidate);

  const add = () => {
    keep(withProduct(build, slot.slot as never, product.id));
    notify(
      'success',
      `Agregamos «${product.title}» a tu armado`,
      <Button component={RouterLink} to={paths.builder} color="inherit" size="small">
        Ver armado
      </Button>,
    );
  };

  return (
    <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
      {checked.length > 1 && (
        <CompatibilityNotice
          result={compatibilityWith(candidate, checked)}
          warningTitle="No encaja con tu armado"
          compatibleText="Compatible con tu armado"
          sx={{ alignSelf: 'stretch' }}
        />
      )}
      {inBuild ? (
        <Button component={RouterLink} to={paths.builder} startIcon={<DesktopWindowsOutlined />}>
          En tu armado: ver armado
        </Button>
      ) : (
        <Button variant="outlined" startIcon={<DesktopWindowsOutlined />} onClick={add}>
          Agregar a mi armado
        </Button>
      )}
    </Stack>
  );
}
