/** How the documents write dates, amounts and names that do not fit their column. */
import { textWidth } from '../../lib/documents/pdf-writer.ts';
import { formatPesos } from '../../lib/money.ts';

export const pesos = formatPesos;

/** A date as the store's calendar shows it: 28/11/2026. */
export const shortDate = (d: Date, timeZone: string) =>
  new Intl.DateTimeFormat('es-CO', { timeZone, day: '2-digit', month: '2-digit', year: 'numeric' }).format(d);

/** "noviembre de 2026" for '2026-11'. */
export const monthName = (month: string) =>
  new Intl.DateTimeFormat('es-CO', { timeZone: 'UTC', month: 'long', year: 'numeric' }).format(
    new Date(`${month}-01T12:00:00Z`),
  );

/** `text` cut with '…' so it fits `width` points at `size`. */
export function fit(text: string, width: number, size: number): string {
  if (textWidth(text, size) <= width) return text;
  let cut = text;
  while (cut.length > 1 && textWidth(`${cut}…`, size) > width) cut = cut.slice(0, -1);
  return `${cut.trimEnd()}…`;
}
