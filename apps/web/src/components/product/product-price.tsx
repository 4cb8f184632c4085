import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatPrice } from '@/lib/format-price';

interface ProductPriceProps {
  sellingPrice: number;
  mrpPrice: number;
  discountPercent: number;
  size?: 'small' | 'large';
}

/** Selling price, the list price struck through, and the discount in green. */
export function ProductPrice({ sellingPrice, mrpPrice, discountPercent, size = 'small' }: ProductPriceProps) {
  const large = size === 'large';
  return (
    <Stack direction="row" alignItems="baseline" sx={{ flexWrap: 'wrap', columnGap: 1 }}>
      <Typography component="span" sx={{ fontWeight: 700, fontSize: large ? 26 : 16 }}>
        {formatPrice(sellingPrice)}
      </Typography>
      {mrpPrice > sellingPrice && (
        <Typography
          component="del"
          color="text.secondary"
          aria-label={`Precio sugerido ${formatPrice(mrpPrice)}`}
          sx={{ fontSize: large ? 18 : 13 }}
        >
          {formatPrice(mrpPrice)}
        </Typography>
      )}
      {discountPercent > 0 && (
        <Typography component="span" color="success.main" sx={{ fontWeight: 600, fontSize: large ? 18 : 13 }}>
          {`${discountPercent}% de descuento`}
        </Typography>
      )}
    </Stack>
  );
}
