export type Scalar = string | number | boolean | null;

/**
 * What changed, read for a person: one line per field, or the values as compact JSON. A line has `before`
 * and `after` when the field changed, only `after` when the action set it (a creation, a payout's amount),
 * only `before` when it is context the action did not touch (the text of a review it hid). `unchanged`: the
 * action saved the values it found.
 */
export type AuditChange =
  | { kind: 'none' }
  | { kind: 'unchanged' }
  | { kind: 'fields'; lines: { field: string; before?: string; after?: string }[] }
  | { kind: 'json'; before: string; after: string };

const isScalar = (value: unknown): value is Scalar =>
  value === null || ['string', 'number', 'boolean'].includes(typeof value);

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * A record as a person reads it: without its own `id` (the row shows it), and a nested record that has a
 * name (a deal's category) as that name. Anything else is kept as it is.
 */
function readable(value: unknown): unknown {
  if (!isObject(value)) return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([field]) => field !== 'id')
      .map(([field, inner]) =>
        isObject(inner) && typeof inner.name === 'string' ? [field, inner.name] : [field, inner],
      ),
  );
}

/** An object whose values are all scalars (`{accountStatus: 'ACTIVE'}`). */
const isFlat = (value: unknown): value is Record<string, Scalar> =>
  isObject(value) && Object.values(value).every(isScalar);

/**
 * The record's before and after as lines when both read as flat objects (or one is missing, as on a
 * creation or a deletion): the fields that changed, then the ones only one side names; `unchanged` when no
 * field changed. Anything still nested is shown whole, as compact JSON. `show` writes a field's value for a
 * person.
 */
export function describeChange(
  rawBefore: unknown,
  rawAfter: unknown,
  show: (field: string, value: Scalar) => string = (_field, value) => String(value),
): AuditChange {
  const before = readable(rawBefore);
  const after = readable(rawAfter);
  const missing = (value: unknown) => value === null || value === undefined;
  if (missing(before) && missing(after)) return { kind: 'none' };
  if ((missing(before) || isFlat(before)) && (missing(after) || isFlat(after))) {
    const from = (before ?? {}) as Record<string, Scalar>;
    const to = (after ?? {}) as Record<string, Scalar>;
    const fields = [...new Set([...Object.keys(from), ...Object.keys(to)])];
    const inBoth = (field: string) => field in from && field in to;
    const changed = fields.filter((field) => inBoth(field) && from[field] !== to[field]);
    const oneSided = fields.filter((field) => !inBoth(field));
    if (changed.length + oneSided.length === 0) return { kind: 'unchanged' };
    return {
      kind: 'fields',
      lines: [...changed, ...oneSided].map((field) => ({
        field,
        ...(field in from && { before: show(field, from[field]!) }),
        ...(field in to && { after: show(field, to[field]!) }),
      })),
    };
  }
  return { kind: 'json', before: JSON.stringify(rawBefore ?? null), after: JSON.stringify(rawAfter ?? null) };
}
