/**
 * IVA rates a product can carry: 19 % (general), 5 % and 0 % (excluded or exempt goods, e.g. a personal
 * computer below 50 UVT). Prices are shown and charged with IVA included; the rate says how much of a
 * price is IVA.
 */
export const VAT_RATES = [19, 5, 0] as const;
export type VatRate = (typeof VAT_RATES)[number];
export const DEFAULT_VAT_PERCENT: VatRate = 19;
export const VAT_LABELS: Record<VatRate, string> = {
  19: '19 % (general)',
  5: '5 %',
  0: '0 % (excluido o exento)',
};
