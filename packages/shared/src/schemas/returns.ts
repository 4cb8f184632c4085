import { z } from 'zod';
import { RETURN_PHOTOS_MAX, RETURN_TEXT_MAX } from '../constants/limits.ts';
import { Money } from './catalog.ts';
import { text } from './common.ts';

/**
 * RETURN: within the return window (business days after delivery), for any reason; WARRANTY: a defect, after
 * the window and within the warranty's calendar days of delivery (product.md#returns-and-warranty).
 */
export const RETURN_KINDS = ['RETURN', 'WARRANTY'] as const;
export const ReturnKind = z.enum(RETURN_KINDS, { error: 'Elige devolución o garantía' });
export type ReturnKind = z.infer<typeof ReturnKind>;

/** Why the buyer sends it back, with the label screens and mails show. */
export const RETURN_REASONS = {
  CHANGED_MIND: 'Se arrepintió de la compra',
  DAMAGED: 'Llegó dañado',
  DEFECTIVE: 'No funciona / tiene un defecto',
  WRONG_ITEM: 'No es lo que pedí',
  MISSING_PARTS: 'Le faltan piezas o accesorios',
  OTHER: 'Otro motivo',
} as const;
export type ReturnReason = keyof typeof RETURN_REASONS;
export const ReturnReason = z.enum(Object.keys(RETURN_REASONS) as [ReturnReason, ...ReturnReason[]], {
  error: 'Elige un motivo de la lista',
});
/** The reasons a warranty claim accepts: a defect. */
export const WARRANTY_REASONS: readonly ReturnReason[] = ['DAMAGED', 'DEFECTIVE'];

/**
 * REQUESTED → ACCEPTED (instructions) or REJECTED (reason); REJECTED → ESCALATED (the buyer) → an
 * administrator ACCEPTS (it goes on) or CLOSES it; ACCEPTED → SENT (carrier and tracking) → RECEIVED →
 * REFUNDED once the payment provider confirms. A REQUESTED one the seller leaves unanswered escalates too.
 */
export const RETURN_STATUSES = [
  'REQUESTED',
  'ACCEPTED',
  'REJECTED',
  'ESCALATED',
  'CLOSED',
  'SENT',
  'RECEIVED',
  'REFUNDED',
] as const;
export const ReturnStatus = z.enum(RETURN_STATUSES, { error: 'Estado de devolución no válido' });
export type ReturnStatus = z.infer<typeof ReturnStatus>;
/** While a request is in one of these, the sale's money stays held (product.md#seller-money). */
export const OPEN_RETURN_STATUSES: readonly ReturnStatus[] = [
  'REQUESTED',
  'ACCEPTED',
  'SENT',
  'RECEIVED',
  'ESCALATED',
];

const required = (message: string, max: number) =>
  text(message, { multiline: true }).min(1, message).max(max, `Máximo ${max} caracteres`);
const id = (message: string) => z.coerce.number({ error: message }).int(message).positive(message);

/** `POST /api/orders/{orderId}/returns`: which units of which lines, why, and photos from the upload route. */
export const CreateReturnBody = z.object({
  kind: ReturnKind,
  reason: ReturnReason,
  description: text('La descripción debe ser texto', { multiline: true })
    .max(RETURN_TEXT_MAX, `Máximo ${RETURN_TEXT_MAX} caracteres`)
    .default(''),
  items: z
    .array(
      z.object({
        orderItemId: id('Producto del pedido no válido'),
        quantity: z.coerce
          .number({ error: 'Indica cuántas unidades devuelves' })
          .int('Indica cuántas unidades devuelves')
          .min(1, 'Devuelve al menos una unidad')
          .max(1000, 'Demasiadas unidades'),
      }),
      { error: 'Elige qué productos devuelves' },
    )
    .min(1, 'Elige qué productos devuelves')
    .max(50, 'Demasiados productos'),
  photos: z
    .array(text('La foto debe ser una dirección').min(1).max(2048), {
      error: 'Las fotos deben ser una lista',
    })
    .max(RETURN_PHOTOS_MAX, `Como máximo ${RETURN_PHOTOS_MAX} fotos`)
    .default([]),
});
export type CreateReturnBody = z.infer<typeof CreateReturnBody>;

export const AcceptReturnBody = z.object({
  instructions: required('Indica cómo y a dónde enviar el producto', RETURN_TEXT_MAX),
});
export const RejectReturnBody = z.object({
  reason: required('Indica por qué rechazas la solicitud', RETURN_TEXT_MAX),
});
export const ReturnSentBody = z.object({
  carrier: required('Indica la transportadora', 100),
  trackingNumber: required('Indica el número de guía', 100),
});
export const EscalateReturnBody = z.object({
  comment: required('Cuéntanos por qué no estás de acuerdo', RETURN_TEXT_MAX),
});
export const DecideReturnBody = z.object({
  decision: z.enum(['ACCEPT', 'CLOSE'], { error: 'Decide aceptar o cerrar la solicitud' }),
  reason: required('Indica el motivo de la decisión', RETURN_TEXT_MAX),
});
export type DecideReturnBody = z.infer<typeof DecideReturnBody>;

export const ReturnIdParams = z.object({ id: id('Solicitud no encontrada') });
const page = z.coerce.number({ error: 'La página debe ser un número' }).int().min(0).max(10_000).default(0);
export const RETURNS_PAGE_SIZE = 10;
export const ReturnsQuery = z.object({ status: ReturnStatus.optional(), page });
/** The administrators' list: one status (the escalated ones unless told), or ALL. */
export const AdminReturnsQuery = z.object({
  status: z
    .enum([...RETURN_STATUSES, 'ALL'], { error: 'Estado de devolución no válido' })
    .default('ESCALATED'),
  page,
});
export type AdminReturnsStatus = z.infer<typeof AdminReturnsQuery>['status'];

/** One request as its buyer, its seller and administrators see it. Money is the store's. */
export const ReturnResponse = z.object({
  id: z.number(),
  orderId: z.number(),
  shop: z.object({ id: z.number(), name: z.string() }),
  /** Who asked: the seller and administrators name the buyer. */
  buyer: z.object({ fullName: z.string() }),
  kind: ReturnKind,
  reason: ReturnReason,
  reasonLabel: z.string(),
  description: z.string(),
  photos: z.array(z.string()),
  status: ReturnStatus,
  lines: z.array(
    z.object({
      orderItemId: z.number(),
      productId: z.number().nullable(),
      productName: z.string(),
      productImage: z.string().nullable(),
      quantity: z.number(),
      unitPrice: Money,
    }),
  ),
  /** The seller's (or the deciding administrator's) return instructions, once accepted. */
  instructions: z.string().nullable(),
  rejectionReason: z.string().nullable(),
  escalationComment: z.string().nullable(),
  decision: z.object({ decision: z.enum(['ACCEPT', 'CLOSE']), reason: z.string() }).nullable(),
  carrier: z.string().nullable(),
  trackingNumber: z.string().nullable(),
  /** What goes back to the buyer, known once the seller received the units; PENDING until the provider confirms. */
  refund: z.object({ amount: Money.nullable(), status: z.enum(['NONE', 'PENDING', 'DONE']) }),
  timeline: z.object({
    requestedAt: z.string(),
    answeredAt: z.string().nullable(),
    sentAt: z.string().nullable(),
    receivedAt: z.string().nullable(),
    refundedAt: z.string().nullable(),
    escalatedAt: z.string().nullable(),
    decidedAt: z.string().nullable(),
  }),
});
export type ReturnResponse = z.infer<typeof ReturnResponse>;
export const ReturnList = z.array(ReturnResponse);
export const ReturnPage = z.object({
  content: z.array(ReturnResponse),
  totalPages: z.number(),
  totalElements: z.number(),
});
export type ReturnPage = z.infer<typeof ReturnPage>;

/** `GET /api/orders/{orderId}/returns/eligibility`: what each line may still ask now, and until when. */
export const ReturnEligibility = z.object({
  orderId: z.number(),
  deliveredAt: z.string().nullable(),
  /** The instant the return window closes (exclusive); null before delivery. */
  returnUntil: z.string().nullable(),
  /** The instant the warranty ends (exclusive); null before delivery. */
  warrantyUntil: z.string().nullable(),
  lines: z.array(
    z.object({
      orderItemId: z.number(),
      productName: z.string(),
      quantity: z.number(),
      /** Units bought less those in an open or finished request. */
      returnable: z.number(),
      /** What the buyer may ask for this line now; null with `why`. */
      kind: ReturnKind.nullable(),
      until: z.string().nullable(),
      why: z.string().nullable(),
    }),
  ),
});
export type ReturnEligibility = z.infer<typeof ReturnEligibility>;
