const dateFormat = new Intl.DateTimeFormat('es-CO', { dateStyle: 'long' });

/** The store's date of an order, a payment or a review, e.g. "14 de marzo de 2026". */
export const formatOrderDate = (iso: string) => dateFormat.format(new Date(iso));

const dayFormat = new Intl.DateTimeFormat('es-CO', { dateStyle: 'long', timeZone: 'UTC' });

/**
 * A calendar day sent as `yyyy-mm-dd` (a coupon's validity), e.g. "14 de marzo de 2026": read as that day
 * wherever the browser is, not as UTC midnight shifted into the local zone.
 */
export const formatCalendarDay = (day: string) => dayFormat.format(new Date(`${day.slice(0, 10)}T00:00:00Z`));

const momentFormat = new Intl.DateTimeFormat('es-CO', { dateStyle: 'long', timeStyle: 'short' });

/** When a message was written, as the store dates an order's steps: "14 de marzo de 2026 a las 3:05 p. m.". */
export const formatMessageTime = (iso: string) => momentFormat.format(new Date(iso));

// The store's zone (the API's STORE_TIMEZONE): its deadlines end at a midnight there.
const storeDayFormat = new Intl.DateTimeFormat('es-CO', { dateStyle: 'long', timeZone: 'America/Bogota' });

/**
 * The last day before a deadline the API sends as an exclusive instant (a return window or a warranty ends
 * at the store's midnight after its last day), e.g. "25 de marzo de 2026".
 */
export const formatLastDay = (until: string) => storeDayFormat.format(new Date(Date.parse(until) - 1));
