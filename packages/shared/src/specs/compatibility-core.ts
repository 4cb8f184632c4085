/**
 * What the parts check's rules share (issue 34): the part and notice types, and the note a rule gives when
 * a part lacks the data it needs.
 */
import { specAttributesOf } from './attributes.ts';
import type { ProductSpecs } from './specs.ts';

/** A product as the compatibility check sees it; `quantity` is the units of it in the cart (1 if absent). */
export interface CompatibilityPart {
  id: number;
  title: string;
  level2: string;
  specs: ProductSpecs;
  quantity?: number;
}

/** A clash between parts, or a check that could not run: a notice for the buyer, never a block. */
export interface CompatibilityWarning {
  ruleId: string;
  message: string;
  /** The products involved: those of the rule's first category, then the one of its second. */
  productIds: number[];
}

/** One check a rule made: its message when the parts clash (null when they fit), or why it could not run. */
export interface Checked {
  ruleId: string;
  productIds: number[];
  message: string | null;
  /** The check could not run: `message` says which data is missing. */
  unchecked?: boolean;
}

const list = new Intl.ListFormat('es', { type: 'conjunction' });

/** The keys of `keys` the part does not carry. */
export const missingKeys = (part: CompatibilityPart, keys: readonly string[]) =>
  keys.filter((k) => part.specs[k] === undefined);

/** 'No pudimos comprobar X: «A» no indica «Potencia»', naming each part's missing data by its form label. */
export function uncheckedNote(
  ruleId: string,
  what: string,
  involved: readonly CompatibilityPart[],
  lacking: readonly { part: CompatibilityPart; keys: readonly string[] }[],
): Checked {
  const said = lacking.map(({ part, keys }) => {
    const labels = keys.map((k) => specAttributesOf(part.level2).find((a) => a.key === k)?.label ?? k);
    return `«${part.title}» no indica ${list.format(labels.map((l) => `«${l}»`))}`;
  });
  return {
    ruleId,
    productIds: [...new Set(involved.map((p) => p.id))],
    message: `No pudimos comprobar ${what}: ${list.format(said)}.`,
    unchecked: true,
  };
}

export const units = (part: CompatibilityPart) => part.quantity ?? 1;
/** «Title», with its units when more than one: «Kingston Fury Beast 16 GB» (×2). */
export const named = (part: CompatibilityPart) =>
  `«${part.title}»${units(part) > 1 ? ` (×${units(part)})` : ''}`;
export { list };
