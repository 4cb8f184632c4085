/** What every part of the coupons service shares: its dependencies, the coupon row and the refusals' texts. */
import type { Db } from '../../db/client.ts';
import type { coupons } from '../../db/schema/coupons.ts';
import type { Clock } from '../../lib/clock.ts';
import { formatPesos } from '../../lib/money.ts';
import type { AuditService } from '../audit/audit.service.ts';

export interface CouponsDeps {
  db: Db;
  clock: Clock;
  /** The store's time zone: a coupon's dates are calendar days there. */
  timeZone: string;
  audit: AuditService;
}

export type CouponRow = typeof coupons.$inferSelect;

const formatDay = (isoDay: string) => isoDay.split('-').reverse().join('/');

export const COUPON_MESSAGES = {
  notFound: 'El cupón no existe.',
  inactive: 'Este cupón no está activo.',
  notYet: (day: string) => `Este cupón es válido a partir del ${formatDay(day)}.`,
  expired: (day: string) => `Este cupón venció el ${formatDay(day)}.`,
  minimum: (cents: number) => `El valor mínimo del pedido para este cupón es ${formatPesos(cents)}.`,
  used: 'Ya usaste este cupón en una compra anterior.',
  duplicate: 'Ya existe un cupón con este código.',
  endPassed: (day: string) => `La fecha de fin (${formatDay(day)}) ya pasó: nadie podría usar este cupón.`,
};
