import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReturnResponse } from '@tecnobazar/shared';
import { ProductThumbnail } from '@/components/product/product-thumbnail';
import { formatPrice } from '@/lib/format-price';
import { units } from './return-labels';

/** The products a request sends back: picture, name, units and unit price. */
export function ReturnLines({ lines, dense = false }: { lines: ReturnResponse['lines']; dense?: boolean }) {
  return (
    <Stack component="ul" spacing={1} sx={{ p: 0, m: 0 }}>
      {lines.map((line) => (
        <Stack
          component="li"
          key={line.orderItemId}
          direction="row"
          spacing={1.5}
          sx={{ listStyle: 'none', alignItems: 'center', minWidth: 0 }}
        >
          {!dense && <ProductThumbnail src={line.productImage} size={48} />}
          <Stack sx={{ minWidth: 0 }}>
            <Typography variant="body2" sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>
              {line.productName}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {`${units(line.quantity)} · ${formatPrice(line.unitPrice)} c/u`}
            </Typography>
          </Stack>
        </Stack>
      ))}
    </Stack>
  );
}
