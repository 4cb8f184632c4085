const dateFormat = new Intl.DateTimeFormat('es-CO', { dateStyle: 'long' });

/** The store's date of an order or a payment, e.g. "14 de marzo de 2026". */
export const formatOrderDate = (iso: string) => dateFormat.format(new Date(iso));
