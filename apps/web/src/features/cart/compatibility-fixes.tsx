import SwapHoriz from '@mui/icons-material/SwapHoriz';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { CartResponse, ProductResponse } from '@tecnobazar/shared';
import { type CompatibilityFix, fixFor } from '@tecnobazar/shared/specs/compatibility-fixes';
import { useState } from 'react';
import { useAddToCartMutation, useRemoveCartItemMutation } from '@/api/cart';
import { useGetProductsQuery } from '@/api/catalog';
import { ProductThumbnail } from '@/components/product/product-thumbnail';
import type { Notify } from '@/components/toast';
import type { CompatibilityResult } from '@/lib/compatibility';
import { cartParts } from '@/lib/compatibility';
import { errorMessage } from '@/lib/errors';
import { formatPrice } from '@/lib/format-price';

/** How many parts that fit a fix offers. */
export const FIX_CHOICES = 3;

interface CompatibilityFixesProps {
  cart: CartResponse;
  result: CompatibilityResult;
  notify: Notify;
}

/**
 * One-click fixes (issue 34): under the cart's warnings, for each clash a swap fixes, the cheapest parts in
 * stock that fit ('Tu placa base es DDR4: estas memorias DDR4 de 32 GB caben, desde $389.900'), each with
 * 'Cambiar', which puts it in the cart in place of the part that clashes.
 */
export function CompatibilityFixes({ cart, result, notify }: CompatibilityFixesProps) {
  const parts = cartParts(cart);
  const fixes = result.warnings
    .map((warning) => fixFor(warning, parts))
    .filter((fix): fix is CompatibilityFix => fix !== null)
    // One fix per part to swap: two clashes of one board offer its swap once.
    .filter((fix, i, all) => all.findIndex((f) => f.replaceId === fix.replaceId) === i);
  if (fixes.length === 0) return null;
  return (
    <Stack spacing={1.5} sx={{ mb: { xs: 2, md: 3 } }}>
      {fixes.map((fix) => (
        <FixChoices key={fix.replaceId} fix={fix} cart={cart} notify={notify} />
      ))}
    </Stack>
  );
}

function FixChoices({ fix, cart, notify }: { fix: CompatibilityFix; cart: CartResponse; notify: Notify }) {
  const { currentData } = useGetProductsQuery({
    category: fix.category,
    specs: fix.specs,
    sort: 'price_low',
    pageNumber: 0,
  });
  const [addToCart] = useAddToCartMutation();
  const [removeItem] = useRemoveCartItemMutation();
  const [swapping, setSwapping] = useState<number | null>(null);
  const line = cart.cartItems.find((item) => item.product.id === fix.replaceId);
  const choices = (currentData?.content ?? [])
    .filter((p) => p.in_stock && p.id !== fix.replaceId)
    .slice(0, FIX_CHOICES);
  if (!line || choices.length === 0) return null;

  const swap = async (product: ProductResponse) => {
    setSwapping(product.id);
    try {
      await addToCart({ productId: product.id, size: 'FREE', quantity: line.quantity }).unwrap();
      await removeItem(line.id).unwrap();
      notify('success', `Cambiamos «${line.product.title}» por «${product.title}»`);
    } catch (error) {
      notify('error', errorMessage(error, 'No se pudo cambiar la pieza'));
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
              onClick={() => swap(product)}
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
