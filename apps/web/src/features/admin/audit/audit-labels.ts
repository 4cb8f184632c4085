import { AUDIT_ACTIONS, type AuditQuery, SELLER_STATUSES, type SellerStatus } from '@tecnobazar/shared';
import type { z } from 'zod';
import { formatCalendarDay } from '@/lib/format-date';
import { formatPrice } from '@/lib/format-price';
import { SELLER_STATUS_LABELS } from '../sellers/seller-status';
import type { Scalar } from './audit-change';

export type AuditAction = (typeof AUDIT_ACTIONS)[number];
export type AuditEntity = NonNullable<z.infer<typeof AuditQuery>['entity']>;

/** Each action the log records, in Spanish, in the shared list's order. */
export const ACTION_LABELS: Record<AuditAction, string> = {
  'seller.status': 'Estado de vendedor',
  'seller.bank_account_view': 'Cuenta bancaria consultada',
  'coupon.create': 'Cupón creado',
  'coupon.delete': 'Cupón eliminado',
  'coupon.active': 'Cupón activado/desactivado',
  'payout.decide': 'Pago decidido',
  'home.category': 'Categoría de inicio',
  'deal.create': 'Oferta creada',
  'deal.update': 'Oferta actualizada',
  'deal.delete': 'Oferta eliminada',
  'review.hide': 'Reseña ocultada',
  'review.dismiss': 'Denuncia descartada',
  'return.decide': 'Devolución decidida',
  'commission_rule.create': 'Regla de comisión creada',
  'commission_rule.update': 'Regla de comisión editada',
  'commission_rule.end': 'Regla de comisión terminada',
  'seller.trusted': 'Tienda de confianza',
  'catalog.revision.approve': 'Producto aprobado',
  'catalog.revision.reject': 'Producto rechazado',
  'catalog.revision.request_changes': 'Cambios solicitados',
  'catalog.product.merge': 'Productos unidos',
};
export const ACTIONS = AUDIT_ACTIONS.map((value) => ({ value, label: ACTION_LABELS[value] }));

/** Each kind of record, as the filter names it (plural) and as a row names one (singular). */
export const ENTITIES: { value: AuditEntity; label: string; one: string }[] = [
  { value: 'seller', label: 'Vendedores', one: 'Vendedor' },
  { value: 'coupon', label: 'Cupones', one: 'Cupón' },
  { value: 'payout', label: 'Pagos', one: 'Pago' },
  { value: 'home_category', label: 'Categorías de inicio', one: 'Categoría de inicio' },
  { value: 'deal', label: 'Ofertas', one: 'Oferta' },
  { value: 'review', label: 'Reseñas', one: 'Reseña' },
  { value: 'return_request', label: 'Devoluciones', one: 'Devolución' },
  { value: 'commission_rule', label: 'Reglas de comisión', one: 'Regla de comisión' },
  { value: 'product', label: 'Productos', one: 'Producto' },
];

export const isAuditAction = (value: string | null): value is AuditAction =>
  value !== null && (AUDIT_ACTIONS as readonly string[]).includes(value);
export const isAuditEntity = (value: string | null): value is AuditEntity =>
  ENTITIES.some((entity) => entity.value === value);

/** An action's Spanish label; one the list does not know yet is shown as the server wrote it. */
export const actionLabel = (action: string) => (isAuditAction(action) ? ACTION_LABELS[action] : action);
export const entityLabel = (entity: string) => ENTITIES.find((e) => e.value === entity)?.one ?? entity;

/** The fields the log's records carry, in Spanish; one not listed is shown as the server wrote it. */
const FIELD_LABELS: Record<string, string> = {
  accountStatus: 'Estado de la cuenta',
  active: 'Activo',
  amount: 'Monto',
  category: 'Categoría',
  categoryId: 'Categoría',
  code: 'Código',
  discount: 'Descuento (%)',
  discountPercentage: 'Descuento (%)',
  endsAt: 'Hasta',
  fixedPerUnit: 'Fijo por unidad',
  percent: 'Comisión (%)',
  hidden: 'Oculta',
  image: 'Imagen',
  minimumOrderValue: 'Valor mínimo del pedido',
  name: 'Nombre',
  openReports: 'Denuncias abiertas',
  payoutId: 'Solicitud de pago',
  parentCategoryId: 'Categoría superior',
  productId: 'Producto',
  rating: 'Calificación',
  reason: 'Motivo',
  section: 'Sección',
  scope: 'Ámbito',
  sellerId: 'Vendedor',
  startsAt: 'Desde',
  status: 'Estado',
  text: 'Texto',
  transfer: 'Transferencia',
  validityEndDate: 'Fecha de finalización',
  validityStartDate: 'Fecha de inicio',
};
export const fieldLabel = (field: string) => FIELD_LABELS[field] ?? field;

const MONEY_FIELDS = new Set(['amount', 'minimumOrderValue', 'fixedPerUnit']);
const DAY_FIELDS = new Set(['validityStartDate', 'validityEndDate']);
const PAYOUT_STATUS_LABELS: Record<string, string> = {
  PENDING: 'Pendiente',
  SUCCESS: 'Pagado',
  REJECTED: 'Rechazado',
};
const LONG_TEXT = 80;

/** A field's value as a person reads it: sí/no, pesos, days, statuses in Spanish, long texts cut short. */
export function fieldValue(field: string, value: Scalar): string {
  if (value === null) return '—';
  if (typeof value === 'boolean') return value ? 'sí' : 'no';
  if (typeof value === 'number') return MONEY_FIELDS.has(field) ? formatPrice(value) : String(value);
  if (field === 'accountStatus' && (SELLER_STATUSES as readonly string[]).includes(value))
    return SELLER_STATUS_LABELS[value as SellerStatus];
  if (field === 'status') return PAYOUT_STATUS_LABELS[value] ?? value;
  // An approved payout's transfer through PayPal starts on its way; its end is the payout's own status.
  if (field === 'transfer' && value === 'SENDING') return 'Enviando';
  if (DAY_FIELDS.has(field) && /^\d{4}-\d{2}-\d{2}/.test(value)) return formatCalendarDay(value);
  return value.length > LONG_TEXT ? `${value.slice(0, LONG_TEXT)}…` : value;
}
