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
