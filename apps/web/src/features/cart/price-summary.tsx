import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { CartResponse } from '@tecnobazar/shared';
import { departmentName } from '@tecnobazar/shared/colombia/departments';
import type { ReactNode } from 'react';
import { VatNote } from '@/components/vat-note';
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
      <ShippingRows cart={cart} />
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
      <VatNote cart={cart} />
    </Stack>
  );
}

const shippingValue = (cents: number) =>
  cents > 0 ? (
    formatPrice(cents)
  ) : (
    <Typography component="span" color="success.main" sx={{ font: 'inherit', fontWeight: 600 }}>
      Gratis
    </Typography>
  );

/**
 * Each shop ships its own order: one line per shop when there are several, priced for the department the
 * server names (the address chosen, else the newest saved one), and how far each is from free shipping.
 */
export function ShippingRows({
  cart,
}: {
  cart: Pick<CartResponse, 'sellers' | 'shipping' | 'shippingDepartment'>;
}) {
  const where = cart.shippingDepartment
    ? `a ${departmentName(cart.shippingDepartment)}`
    : 'según tu dirección';
  return (
    <Stack spacing={0.5}>
      <Row label={`Envío ${where}`} value={shippingValue(cart.shipping)} />
      {cart.sellers.length > 1 &&
        cart.sellers.map((s) => (
          <Typography
            key={s.sellerId}
            variant="body2"
            color="text.secondary"
            component="div"
            sx={{ display: 'flex', justifyContent: 'space-between', pl: 1.5 }}
          >
            <span>{s.businessName}</span>
            <span>{s.shipping > 0 ? formatPrice(s.shipping) : 'Gratis'}</span>
          </Typography>
        ))}
      {cart.sellers
        .filter((s) => s.shipping > 0 && s.freeShippingFrom !== null && s.subtotal < s.freeShippingFrom)
        .map((s) => (
          <Typography key={`free-${s.sellerId}`} variant="caption" color="text.secondary">
            {`Envío gratis en ${s.businessName} desde ${formatPrice(s.freeShippingFrom!)}: te faltan ${formatPrice(
              s.freeShippingFrom! - s.subtotal,
            )}`}
          </Typography>
        ))}
    </Stack>
  );
}
