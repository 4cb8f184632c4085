import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import type { ProductResponse, ProductVariant } from '@tecnobazar/shared';
import { specAttributesOf } from '@tecnobazar/shared/specs/attributes';
import { formatPrice } from '@/lib/format-price';

/** What the variants differ by, as the specifications name it: 'Capacidad total', 'Color'. */
function axisName(product: ProductResponse, variants: ProductVariant[]): string {
  const keys = Object.keys(variants[0]?.axes ?? {});
  const labels = specAttributesOf(product.category.parentCategoryId ?? '');
  return keys
    .map((key) => (key === 'color' ? 'Color' : (labels.find((a) => a.key === key)?.label ?? key)))
    .join(' y ');
}

/**
 * The product's variants to pick from (decision 0028, step 6): one button each with its lowest price; a
 * variant nobody sells now can be seen but says so.
 */
export function VariantPicker({
  product,
  value,
  onChange,
}: {
  product: ProductResponse;
  value: number | undefined;
  onChange: (variantId: number) => void;
}) {
  const variants = product.variants ?? [];
  if (variants.length === 0) return null;
  const name = axisName(product, variants);
  return (
    <Stack spacing={1}>
      <Typography sx={{ fontWeight: 600 }} id="variant-axis">
        {name}: {variants.find((v) => v.id === value)?.label}
      </Typography>
      <ToggleButtonGroup
        exclusive
        value={value ?? null}
        onChange={(_, picked: number | null) => picked !== null && onChange(picked)}
        aria-labelledby="variant-axis"
        sx={{
          flexWrap: 'wrap',
          gap: 1,
          '& .MuiToggleButtonGroup-grouped': { border: 1, borderColor: 'divider', borderRadius: 1 },
        }}
      >
        {variants.map((v) => (
          <ToggleButton
            key={v.id}
            value={v.id}
            aria-label={
              v.lowestPrice === null
                ? `${v.label}, sin unidades`
                : `${v.label}, desde ${formatPrice(v.lowestPrice)}`
            }
            sx={{ flexDirection: 'column', alignItems: 'flex-start', textTransform: 'none', px: 2, py: 0.75 }}
          >
            <Typography component="span" sx={{ fontWeight: 600 }}>
              {v.label}
            </Typography>
            <Typography component="span" variant="caption" color="text.secondary">
              {v.lowestPrice === null ? 'Sin unidades' : `desde ${formatPrice(v.lowestPrice)}`}
            </Typography>
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
    </Stack>
  );
}
