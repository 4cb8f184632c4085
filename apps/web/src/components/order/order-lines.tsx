import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { OrderResponse } from '@tecnobazar/shared';
import type { ReactNode } from 'react';
import { ProductThumbnail } from '@/components/product/product-thumbnail';
import { formatPrice } from '@/lib/format-price';
import { hasSize } from '@/lib/product-size';

interface OrderLinesProps {
  items: OrderResponse['orderItems'];
  /** The list's accessible name, when the page has more than one list per order. */
  label?: string;
  /** A tighter list (the seller's order cards): smaller thumbnails, less padding. */
  dense?: boolean;
  /** Each line's unit price beside its quantity (the receipt). */
  unitPrices?: boolean;
  /** What the buyer may do with a line (the receipt's 'Escribir reseña'), under its details. */
  lineAction?: (item: OrderResponse['orderItems'][number]) => ReactNode;
}

/** An order's lines: thumbnail (or a placeholder), name, size (when it has one) and quantity, and what the line cost. */
export function OrderLines({ items, label, dense = false, unitPrices = false, lineAction }: OrderLinesProps) {
  const thumbnail = dense ? 56 : 64;
  return (
    <Stack
      component="ul"
      aria-label={label}
      divider={<Divider component="li" aria-hidden />}
      // No markers, the dividers' included: they are list items too (a '◦' showed beside the card).
      sx={{ p: 0, m: 0, listStyle: 'none' }}
    >
      {items.map((item) => (
        <Stack
          component="li"
          key={item.id}
          direction="row"
          spacing={2}
          sx={{ px: 2, py: dense ? 1.5 : 2, alignItems: dense ? 'center' : undefined }}
        >
          <ProductThumbnail src={item.productImage} size={thumbnail} />
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <Typography sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>{item.productName}</Typography>
            <Typography variant="body2" color="text.secondary" sx={{ '& span': { whiteSpace: 'nowrap' } }}>
              {hasSize(item.size) && (
                <>
                  <span>{`Talla: ${item.size}`}</span> ·{' '}
                </>
              )}
              <span>{`Cantidad: ${item.quantity}`}</span>
              {unitPrices && (
                <>
                  {' · '}
                  <span>{`Precio unitario: ${formatPrice(item.price)}`}</span>
                </>
              )}
            </Typography>
            {lineAction?.(item)}
          </Box>
          <Typography sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
            {formatPrice(item.lineTotal)}
          </Typography>
        </Stack>
      ))}
    </Stack>
  );
}
