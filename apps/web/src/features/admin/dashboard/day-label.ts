const MONTHS = ['ene', 'feb', 'mar', 'abr', 'may', 'jun', 'jul', 'ago', 'sep', 'oct', 'nov', 'dic'];

/**
 * A day's label in Spanish, read from the server's store-local `YYYY-MM-DD` (never through `Date`, which
 * would take `2026-11-24` as UTC midnight and show the day before in Bogotá): `24 nov`, or `24 nov 2026`
 * when `long` (the tooltip). A label in another shape is shown as it came.
 */
export function dayLabel(date: string, long = false): string {
  const parts = /^(\d{4})-(\d{2})-(\d{2})/.exec(date);
  const month = parts ? MONTHS[Number(parts[2]) - 1] : undefined;
  if (!parts || !month) return date;
  return `${Number(parts[3])} ${month}${long ? ` ${parts[1]}` : ''}`;
}
