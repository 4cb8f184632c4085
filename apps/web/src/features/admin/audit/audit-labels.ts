import { AUDIT_ACTIONS, type AuditQuery } from '@tecnobazar/shared';
import type { z } from 'zod';

export type AuditAction = (typeof AUDIT_ACTIONS)[number];
export type AuditEntity = NonNullable<z.infer<typeof AuditQuery>['entity']>;

/** Each action the log records, in Spanish, in the shared list's order. */
export const ACTION_LABELS: Record<AuditAction, string> = {
  'seller.status': 'Estado de vendedor',
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
];

export const isAuditAction = (value: string | null): value is AuditAction =>
  value !== null && (AUDIT_ACTIONS as readonly string[]).includes(value);
export const isAuditEntity = (value: string | null): value is AuditEntity =>
  ENTITIES.some((entity) => entity.value === value);

/** An action's Spanish label; one the list does not know yet is shown as the server wrote it. */
export const actionLabel = (action: string) => (isAuditAction(action) ? ACTION_LABELS[action] : action);
export const entityLabel = (entity: string) => ENTITIES.find((e) => e.value === entity)?.one ?? entity;
