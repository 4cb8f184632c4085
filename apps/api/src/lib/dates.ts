/** The calendar date (YYYY-MM-DD) of an instant in a time zone: coupon days are the store's days. */
export const calendarDate = (instant: Date, timeZone: string): string =>
  new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    instant,
  );
