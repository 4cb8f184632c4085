import type { OrderStatus } from '@tecnobazar/shared';

const STATUS_NAMES: Record<OrderStatus, string> = {
  PLACED: 'realizado',
  CONFIRMED: 'confirmado',
  SHIPPED: 'enviado',
  DELIVERED: 'entregado',
  CANCELLED: 'cancelado',
};

/** What the fulfilment module answers a refused step with (Spanish, shown as is by the web app). */
export const FULFILMENT_MESSAGES = {
  notFound: 'Pedido no encontrado',
  illegal: (from: OrderStatus, to: OrderStatus) =>
    `Un pedido ${STATUS_NAMES[from]} no puede pasar a ${STATUS_NAMES[to]}.`,
  customerTooLate:
    'El vendedor ya confirmó este pedido: ya no puedes cancelarlo desde aquí. Escríbele al vendedor.',
};
