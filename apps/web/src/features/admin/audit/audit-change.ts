export type Scalar = string | number | boolean | null;

/**
 * What changed, read for a person: one line per field, or the values as compact JSON. A line has `before`
 * and `after` when the field changed, only `after` when the action set it (a creation, a payout's amount),
 * only `before` when it is context the action did not touch (the text of a review it hid).
 */
export type AuditChange =
  | { kind: 'none' }
  | { kind: 'fields'; lines: { field: string; before?: string; after?: string }[] }
  | { kind: 'json'; before: string; after: string };

const isScalar = (value: unknown): value is Scalar =>
  value === null || ['string', 'number', 'boolean'].includes(typeof value);

/** An object whose values are all scalars (`{accountStatus: 'ACTIVE'}`). */
const isFlat = (value: unknown): value is Record<string, Scalar> =>
  typeof value === 'object' &&
  value !== null &&
  !Array.isArray(value) &&
  Object.values(value).every(isScalar);

/**
 * The record's before and after as lines when both are flat objects (or one is missing, as on a creation or
 * a deletion): the fields that changed, then the ones only one side names; every field when none changed.
 * Anything nested is shown whole, as compact JSON. `show` writes a field's value for a person.
 */
export function describeChange(
  before: unknown,
  after: unknown,
  show: (field: string, value: Scalar) => string = (_field, value) => String(value),
): AuditChange {
  const missing = (value: unknown) => value === null || value === undefined;
  if (missing(before) && missing(after)) return { kind: 'none' };
  if ((missing(before) || isFlat(before)) && (missing(after) || isFlat(after))) {
    const from = (before ?? {}) as Record<string, Scalar>;
    const to = (after ?? {}) as Record<string, Scalar>;
    const fields = [...new Set([...Object.keys(from), ...Object.keys(to)])];
    const inBoth = (field: string) => field in from && field in to;
    const changed = fields.filter((field) => inBoth(field) && from[field] !== to[field]);
    const oneSided = fields.filter((field) => !inBoth(field));
    const shown = changed.length + oneSided.length > 0 ? [...changed, ...oneSided] : fields;
    return {
      kind: 'fields',
      lines: shown.map((field) => ({
        field,
        ...(field in from && { before: show(field, from[field]!) }),
        ...(field in to && { after: show(field, to[field]!) }),
      })),
    };
  }
  return { kind: 'json', before: JSON.stringify(before ?? null), after: JSON.stringify(after ?? null) };
}
