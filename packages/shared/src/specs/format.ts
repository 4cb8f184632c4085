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

/**
 * The specification keys a product's variants may differ by (decision 0028, step 6): capacity, speed,
 * size and colour. A variant's axes are some of these, of its category's attributes.
 */
export const VARIANT_AXIS_KEYS: readonly string[] = ['capacityGb', 'speedMhz', 'size', 'sizeIn', 'color'];

/** A variant's values as shoppers read them, in the category's order: '32 GB', '32 GB · 6.000 MHz'. */
export function variantLabel(level2CategoryId: string, axes: ProductSpecs): string {
  const values = specAttributesOf(level2CategoryId)
    .filter((a) => axes[a.key] !== undefined)
    .map((a) => formatSpecValue(a, axes[a.key]!));
  // The colour is a product column, not a specification: its name as the palette spells it.
  if (axes.color !== undefined) values.push(String(axes.color));
  return values.join(' · ');
}
