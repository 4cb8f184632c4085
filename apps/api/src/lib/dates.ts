/**
 * The calendar date (YYYY-MM-DD) of an instant in a time zone, optionally shifted by whole days: coupon
 * days are the store's days.
 */
export function calendarDate(instant: Date, timeZone: string, offsetDays = 0): string {
  const day = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(instant);
  return offsetDays === 0 ? day : addDays(day, offsetDays);
}

/** The calendar date (YYYY-MM-DD) `days` after `day`. */
export function addDays(day: string, days: number): string {
  const shifted = new Date(`${day}T00:00:00Z`);
  shifted.setUTCDate(shifted.getUTCDate() + days);
  return shifted.toISOString().slice(0, 10);
}
