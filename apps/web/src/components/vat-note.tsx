import Typography from '@mui/material/Typography';
import type { VatLine } from '@tecnobazar/shared';
import { formatPrice } from '@/lib/format-price';

/** Prices include IVA: how much of an amount is IVA, per rate (none when nothing carries IVA). */
export function VatNote({ cart: { vat } }: { cart: { vat: VatLine[] } }) {
  const taxed = vat.filter((v) => v.vat > 0);
  if (taxed.length === 0) return null;
  return (
    <Typography variant="caption" color="text.secondary" component="p" aria-label="IVA incluido">
      {`IVA incluido: ${taxed.map((v) => `${formatPrice(v.vat)} (${v.rate} %)`).join(', ')}`}
    </Typography>
  );
}
