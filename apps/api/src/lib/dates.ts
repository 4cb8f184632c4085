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
  if (offsetDays === 0) return day;
  const shifted = new Date(`${day}T00:00:00Z`);
  shifted.setUTCDate(shifted.getUTCDate() + offsetDays);
  return shifted.toISOString().slice(0, 10);
}
