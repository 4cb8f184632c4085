import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { CartResponse } from '@tecnobazar/shared';
import type { ReactNode } from 'react';
import { formatPrice } from '@/lib/format-price';

function Row({ label, value, strong = false }: { label: string; value: ReactNode; strong?: boolean }) {
  return (
    <Stack
      direction="row"
      justifyContent="space-between"
      component="div"
      role="group"
      aria-label={label}
      sx={{ fontWeight: strong ? 700 : 400, fontSize: strong ? 18 : 15 }}
    >
      <span>{label}</span>
      <span>{value}</span>
    </Stack>
  );
}

/** Every number is the server's: the total shown is the amount charged (product.md#cart). */
export function PriceSummary({ cart }: { cart: CartResponse }) {
  return (
    <Stack spacing={1.25}>
      <Row label="Subtotal" value={formatPrice(cart.totalMrpPrice)} />
      <Row
        label="Descuento"
        value={
          <Typography component="span" color="success.main" sx={{ font: 'inherit' }}>
            {`-${formatPrice(cart.discount)}`}
          </Typography>
        }
      />
      {cart.couponCode && (
        <Row
          label="Cupón"
          value={
            <Typography component="span" color="success.main" sx={{ font: 'inherit' }}>
              {`-${formatPrice(cart.couponPrice)}`}
            </Typography>
          }
        />
      )}
      <Row label="Envío" value={formatPrice(cart.shipping)} />
      <Row
        label="Tarifa de plataforma"
        value={
          <Typography component="span" color="success.main" sx={{ font: 'inherit', fontWeight: 600 }}>
            Gratis
          </Typography>
        }
      />
      <Divider />
      <Row label="Total" value={formatPrice(cart.total)} strong />
    </Stack>
  );
}
