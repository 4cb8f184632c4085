/**
 * A number typed by a person: blank is missing (the schema's 'obligatorio'), `1.899.000` and `19,99` are
 * read the Colombian way, a `$` or `%` typed with it is ignored, and anything else that is not a number
 * stays a string for the schema to refuse with its own message.
 */
export function readNumber(input: string): unknown {
  const s = input.replace(/[\s$%]/g, '');
  if (s === '') return undefined;
  const plain = /^\d{1,3}(\.\d{3})+(,\d+)?$/.test(s)
    ? s.replace(/\./g, '').replace(',', '.')
    : s.replace(',', '.');
  const n = Number(plain);
  return Number.isFinite(n) ? n : input;
}
