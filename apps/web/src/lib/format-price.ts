const pesos = new Intl.NumberFormat('es-CO', { maximumFractionDigits: 0, useGrouping: 'always' });
const pesos2 = new Intl.NumberFormat('es-CO', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
  useGrouping: 'always',
});
const oneDecimal = new Intl.NumberFormat('es-CO', { maximumFractionDigits: 1, useGrouping: 'always' });

/**
 * A price in pesos as the store shows it: a dollar sign and es-CO thousands separators, `$1.899.000`;
 * an amount with cents (a commission's IVA) shows both digits, `$3.165,40`; a negative amount (a balance
 * after refunds) reads `-$172.728`, as formatMoney2 writes it.
 */
export function formatPrice(amount: number): string {
  const cents = Math.round(Math.abs(amount) * 100);
  const digits = cents % 100 === 0 ? pesos : pesos2;
  return `${amount < 0 && cents > 0 ? '-' : ''}$${digits.format(cents / 100)}`;
}

/**
 * Money with exactly 2 decimals, as the seller dashboard shows it (product.md#seller-area): `$1.899.000,00`;
 * a negative amount (a period with more refunds than sales) reads `-$12.500,50`.
 */
export function formatMoney2(amount: number): string {
  const cents = Math.round(amount * 100);
  return `${cents < 0 ? '-' : ''}$${pesos2.format(Math.abs(cents) / 100)}`;
}

/**
 * A chart's money axis: room for formatMoneyShort's longest label ('-$999,5 mil'). MUI X's `width: 'auto'`
 * cut some labels ('$2,5…' for '$2,5 M').
 */
export const MONEY_AXIS_WIDTH = 72;

/** A short amount for a chart axis: `$500`, `$190 mil`, `$1,9 M`. */
export function formatMoneyShort(amount: number): string {
  const sign = amount < 0 ? '-' : '';
  const abs = Math.abs(amount);
  if (abs >= 1_000_000) return `${sign}$${oneDecimal.format(abs / 1_000_000)} M`;
  if (abs >= 1_000) return `${sign}$${oneDecimal.format(abs / 1_000)} mil`;
  return `${sign}$${oneDecimal.format(abs)}`;
}

/**
 * An amount in the currency a payment provider charged or refunded, as a receipt shows it: `US$ 479,96`.
 * Store prices use formatPrice.
 */
export function formatPaymentAmount(amount: number, currency: string): string {
  return new Intl.NumberFormat('es-CO', { style: 'currency', currency }).format(amount);
}
