/**
 * The one place money crosses the boundary: the database holds integer cents, the API speaks decimal
 * numbers with at most two decimals.
 */
export const toCents = (amount: number): number => Math.round(amount * 100);
export const fromCents = (cents: number): number => cents / 100;

/** floor((mrp − selling) / mrp × 100), in integers so no rounding error can creep in. */
export const discountPercent = (mrpCents: number, sellingCents: number): number =>
  Math.floor(((mrpCents - sellingCents) * 100) / mrpCents);

const wholePesos = new Intl.NumberFormat('es-CO', { maximumFractionDigits: 0, useGrouping: 'always' });
const pesosAndCents = new Intl.NumberFormat('es-CO', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
  useGrouping: 'always',
});

/**
 * An amount as the store writes it in texts, mails and documents (as the web's formatPrice): `$1.899.000`,
 * with cents both digits, `$169.900,50`; `-$12.500`.
 */
export const formatPesos = (cents: number): string =>
  `${cents < 0 ? '-' : ''}$${(Math.abs(cents) % 100 === 0 ? wholePesos : pesosAndCents).format(Math.abs(cents) / 100)}`;
