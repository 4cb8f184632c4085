import type { RevenueChartType } from '@tecnobazar/shared';

const MONTHS = ['ene', 'feb', 'mar', 'abr', 'may', 'jun', 'jul', 'ago', 'sep', 'oct', 'nov', 'dic'];
const MONTHS_LONG = [
  'enero',
  'febrero',
  'marzo',
  'abril',
  'mayo',
  'junio',
  'julio',
  'agosto',
  'septiembre',
  'octubre',
  'noviembre',
  'diciembre',
];

/**
 * A revenue bucket's label in Spanish, read from the server's store-local label (never through `Date`,
 * which would take `2026-11-24` as UTC midnight and shift it a day back in Bogotá):
 * today `2026-11-24T13:00:00` → `13:00`; daily `2026-11-24` → `24 nov`; monthly `2026-11` → `nov 2026`;
 * yearly `2026` → `2026`. `long` is the tooltip's form (`24 nov 2026`, `noviembre 2026`, `13:00 – 14:00`).
 * A label in another shape is shown as it came.
 */
export function revenueLabel(type: RevenueChartType, date: string, long = false): string {
  const parts = /^(\d{4})(?:-(\d{2}))?(?:-(\d{2}))?(?:T(\d{2}):(\d{2}))?/.exec(date);
  if (!parts) return date;
  const [, year, month, day, hour, minute] = parts;
  const m = month ? Number(month) - 1 : -1;
  switch (type) {
    case 'today': {
      if (hour === undefined) return date;
      if (!long) return `${hour}:${minute}`;
      const next = String((Number(hour) + 1) % 24).padStart(2, '0');
      return `${hour}:${minute} – ${next}:${minute}`;
    }
    case 'daily':
      if (!day || !MONTHS[m]) return date;
      return `${Number(day)} ${MONTHS[m]}${long ? ` ${year}` : ''}`;
    case 'monthly':
      if (!MONTHS[m]) return date;
      return `${(long ? MONTHS_LONG : MONTHS)[m]} ${year}`;
    case 'yearly':
      return year ?? date;
  }
}
