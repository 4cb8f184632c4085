import SwapHoriz from '@mui/icons-material/SwapHoriz';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ProductResponse } from '@tecnobazar/shared';
import type { CompatibilityPart } from '@tecnobazar/shared/specs/compatibility';
import { type CompatibilityFix, fixFor } from '@tecnobazar/shared/specs/compatibility-fixes';
import { useState } from 'react';
import { useGetProductsQuery } from '@/api/catalog';
import { ProductThumbnail } from '@/components/product/product-thumbnail';
import type { CompatibilityResult } from '@/lib/compatibility';
import { formatPrice } from '@/lib/format-price';

/** How many parts that fit a fix offers. */
export const FIX_CHOICES = 3;

interface CompatibilityFixesProps {
  /** The parts checked (a cart's lines or a build's), and what the check found. */
  parts: readonly CompatibilityPart[];
  result: CompatibilityResult;
  /** Puts `product` in place of the part `fix` swaps out (in the cart or the build). */
  swap: (fix: CompatibilityFix, product: ProductResponse) => Promise<void>;
}

/**
 * One-click fixes (issue 34): under the warnings, for each clash a swap fixes, the cheapest parts in stock
 * that fit ('Tu placa base es DDR4: estas memorias DDR4 de 32 GB caben, desde $389.900'), each with
 * 'Cambiar', which puts it in place of the part that clashes.
 */
export function CompatibilityFixes({ parts, result, swap }: CompatibilityFixesProps) {
  const fixes = result.warnings
    .map((warning) => fixFor(warning, parts))
    .filter((fix): fix is CompatibilityFix => fix !== null)
    // One fix per part to swap: two clashes of one board offer its swap once.
    .filter((fix, i, all) => all.findIndex((f) => f.replaceId === fix.replaceId) === i);
  if (fixes.length === 0) return null;
  return (
    <Stack spacing={1.5} sx={{ mb: { xs: 2, md: 3 } }}>
      {fixes.map((fix) => (
        <FixChoices key={fix.replaceId} fix={fix} swap={swap} />
      ))}
    </Stack>
  );
}

function FixChoices({ fix, swap }: { fix: CompatibilityFix; swap: CompatibilityFixesProps['swap'] }) {
  const { currentData } = useGetProductsQuery({
    category: fix.category,
    specs: fix.specs,
    sort: 'price_low',
    pageNumber: 0,
  });
  const [swapping, setSwapping] = useState<number | null>(null);
  const choices = (currentData?.content ?? [])
    .filter((p) => p.in_stock && p.id !== fix.replaceId)
    .slice(0, FIX_CHOICES);
  if (choices.length === 0) return null;

  const choose = async (product: ProductResponse) => {
    setSwapping(product.id);
    try {
      await swap(fix, product);
    } finally {
      setSwapping(null);
    }
  };

  return (
    <Paper variant="outlined" component="section" aria-label={fix.text} sx={{ p: 2 }}>
      <Typography variant="subtitle2" component="h2" sx={{ mb: 1 }}>
        {fix.text}, desde {formatPrice(choices[0]!.sellingPrice)}
      </Typography>
      <Stack component="ul" spacing={1} sx={{ p: 0, m: 0 }}>
        {choices.map((product) => (
          <Box
            component="li"
            key={product.id}
            aria-label={product.title}
            sx={{
              listStyle: 'none',
              display: 'grid',
              gridTemplateColumns: { xs: '48px 1fr', sm: '48px 1fr auto' },
              gap: 1.5,
              alignItems: 'center',
            }}
          >
            <ProductThumbnail src={product.images[0] ?? null} size={48} />
            <Box sx={{ minWidth: 0 }}>
              <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                {product.title}
              </Typography>
              <Typography variant="body2" sx={{ fontWeight: 600 }}>
                {formatPrice(product.sellingPrice)}
              </Typography>
            </Box>
            <Button
              size="small"
              variant="outlined"
              startIcon={<SwapHoriz />}
              disabled={swapping !== null}
              onClick={() => choose(product)}
              aria-label={`Cambiar por ${product.title}`}
              sx={{ gridColumn: { xs: '1 / -1', sm: 'auto' } }}
            >
              Cambiar
            </Button>
          </Box>
        ))}
      </Stack>
    </Paper>
  );
}
