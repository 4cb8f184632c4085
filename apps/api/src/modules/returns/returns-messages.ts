import { RETURN_REASONS, type ReturnStatus, WARRANTY_REASONS } from '@tecnobazar/shared';

const STATUS_NAMES: Record<ReturnStatus, string> = {
  REQUESTED: 'solicitada',
  ACCEPTED: 'aceptada',
  REJECTED: 'rechazada',
  ESCALATED: 'en revisión de un administrador',
  CLOSED: 'cerrada',
  SENT: 'enviada',
  RECEIVED: 'recibida',
  REFUNDED: 'reembolsada',
};

/** Why the returns service refuses, in Spanish (the screens show `message`). */
export const RETURNS_MESSAGES = {
  notFound: 'Solicitud no encontrada',
  orderNotFound: 'Pedido no encontrado',
  notDelivered: 'Solo puedes pedir una devolución o garantía de un pedido entregado.',
  windowOver: (day: string) =>
    `El plazo para devolver este pedido terminó el ${day}. Si el producto tiene un defecto, pide la garantía.`,
  stillInWindow: (day: string) =>
    `Aún puedes devolver este pedido hasta el ${day}: pide una devolución en lugar de la garantía.`,
  warrantyOver: (day: string) => `La garantía de este pedido terminó el ${day}.`,
  warrantyReason: `La garantía cubre defectos: elige «${WARRANTY_REASONS.map((r) => RETURN_REASONS[r]).join('» o «')}».`,
  notInOrder: 'Ese producto no es de este pedido.',
  sameLineTwice: 'Cada producto va una sola vez en la solicitud.',
  tooMany: (left: number, name: string) =>
    left === 0
      ? `Ya pediste devolver todas las unidades de ${name}.`
      : `Puedes devolver como máximo ${left === 1 ? '1 unidad' : `${left} unidades`} de ${name}.`,
  photoHost: 'Las fotos deben subirse a la tienda.',
  illegal: (from: ReturnStatus, action: string) =>
    `Esta solicitud está ${STATUS_NAMES[from]}: ya no se puede ${action}.`,
} as const;

/** The action each move is, as the refusal names it. */
export const ACTIONS = {
  accept: 'aceptar',
  reject: 'rechazar',
  sent: 'marcar como enviada',
  received: 'marcar como recibida',
  escalate: 'pasar a un administrador',
  decide: 'decidir',
} as const;
