type Scalar = string | number | boolean | null;

/** What changed, read for a person: one line per field, or the values as compact JSON. */
export type AuditChange =
  | { kind: 'none' }
  | { kind: 'fields'; lines: { field: string; before: string; after: string }[] }
  | { kind: 'json'; before: string; after: string };

const isScalar = (value: unknown): value is Scalar =>
  value === null || ['string', 'number', 'boolean'].includes(typeof value);

/** An object whose values are all scalars (`{accountStatus: 'ACTIVE'}`). */
const isFlat = (value: unknown): value is Record<string, Scalar> =>
  typeof value === 'object' &&
  value !== null &&
  !Array.isArray(value) &&
  Object.values(value).every(isScalar);

const show = (value: Scalar | undefined) => (value === null || value === undefined ? '—' : String(value));

/**
 * The record's before and after as lines `field: before → after` when both are flat objects (or one is
 * missing, as on a creation or a deletion): only the fields that changed, or every field when none did.
 * Anything nested is shown whole, as compact JSON.
 */
export function describeChange(before: unknown, after: unknown): AuditChange {
  const missing = (value: unknown) => value === null || value === undefined;
  if (missing(before) && missing(after)) return { kind: 'none' };
  if ((missing(before) || isFlat(before)) && (missing(after) || isFlat(after))) {
    const from = (before ?? {}) as Record<string, Scalar>;
    const to = (after ?? {}) as Record<string, Scalar>;
    const fields = [...new Set([...Object.keys(from), ...Object.keys(to)])];
    const changed = fields.filter((field) => from[field] !== to[field]);
    return {
      kind: 'fields',
      lines: (changed.length > 0 ? changed : fields).map((field) => ({
        field,
        before: show(from[field]),
        after: show(to[field]),
      })),
    };
  }
  return { kind: 'json', before: JSON.stringify(before ?? null), after: JSON.stringify(after ?? null) };
}
