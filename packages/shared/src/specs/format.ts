// Without zod, so the storefront's pages can show specifications without loading the schemas.
import { type SpecAttribute, specAttributesOf } from './attributes.ts';

export type SpecValue = string | number | boolean;
/** A product's specifications: attribute key → value (see attributes.ts). */
export type ProductSpecs = Record<string, SpecValue>;

const numberFormat = new Intl.NumberFormat('es-CO', { maximumFractionDigits: 2 });

/** A value as the product page shows it: '8 GB', '3,8 GHz', '27"', 'Sí'. */
export function formatSpecValue(attribute: SpecAttribute, value: SpecValue): string {
  if (typeof value === 'boolean') return value ? 'Sí' : 'No';
  if (typeof value === 'number' && attribute.type === 'number') {
    const n = numberFormat.format(value);
    if (!attribute.unit) return n;
    return attribute.unit === '"' ? `${n}"` : `${n} ${attribute.unit}`;
  }
  return String(value);
}

/** A product's specifications as label/value rows, in the category's order (unknown keys left out). */
export function specRows(level2CategoryId: string, specs: ProductSpecs): { label: string; value: string }[] {
  return specAttributesOf(level2CategoryId)
    .filter((a) => specs[a.key] !== undefined)
    .map((a) => ({ label: a.label, value: formatSpecValue(a, specs[a.key]!) }));
}
