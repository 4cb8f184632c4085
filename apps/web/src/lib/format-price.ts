const pesos = new Intl.NumberFormat('es-CO', { maximumFractionDigits: 2, useGrouping: 'always' });

/** A price in pesos as the store shows it: a dollar sign and es-CO thousands separators, `$1.899.000`. */
export function formatPrice(amount: number): string {
  return `$${pesos.format(amount)}`;
}
