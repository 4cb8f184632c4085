import { z } from 'zod';
import { Money } from './catalog.ts';
import { text } from './common.ts';

const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/** Whether `yyyy-mm-dd` is a day on the calendar: `Date.parse` would turn 31 February into 3 March. */
function isCalendarDate(date: string): boolean {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const leap = year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
  const days = month === 2 && leap ? 29 : DAYS_IN_MONTH[month - 1];
  // PostgreSQL has no year 0.
  return year >= 1 && days !== undefined && day >= 1 && day <= days;
}

const isoDate = (required: string) =>
  text(required)
    .min(1, required)
    .regex(/^\d{4}-\d{2}-\d{2}/, { message: 'Fecha inválida', abort: true })
    .refine((s) => isCalendarDate(s.slice(0, 10)), 'Fecha inválida')
    // The calendar day the admin picked, whatever time or zone the client attached.
    .transform((s) => s.slice(0, 10));

/** A number in the JSON body: "15", true or [15] are refused, not converted. */
const number = (required: string, notNumber: string) =>
  z.number({ error: (issue) => (issue.input === undefined ? required : notNumber) });

/** The admin's coupon form (product.md#forms), re-checked by the server. */
export const CreateCouponBody = z
  .object({
    code: text('El código de cupón es obligatorio')
      .min(1, 'El código de cupón es obligatorio')
      .min(3, 'El código debe tener al menos 3 caracteres')
      .max(20, 'El código debe tener como máximo 20 caracteres')
      .regex(/^[A-Za-z0-9_-]+$/, 'El código solo puede tener letras, números, guiones y guiones bajos')
      .transform((c) => c.toUpperCase()),
    discountPercentage: number('El porcentaje de descuento es obligatorio', 'El descuento debe ser un número')
      .int('El descuento debe ser un número entero')
      .min(1, 'El descuento debe ser al menos del 1%')
      .max(100, 'El descuento no puede exceder el 100%'),
    validityStartDate: isoDate('La fecha de inicio es obligatoria'),
    validityEndDate: isoDate('La fecha de finalización es obligatoria'),
    minimumOrderValue: number(
      'El valor mínimo del pedido es obligatorio',
      'El valor mínimo del pedido debe ser un número',
    )
      .min(1, 'El valor mínimo del pedido debe ser al menos 1')
      .max(1_000_000_000, 'El valor mínimo del pedido es demasiado alto'),
  })
  .refine((c) => c.validityEndDate >= c.validityStartDate, {
    message: 'La fecha de finalización no puede ser anterior a la fecha de inicio',
    path: ['validityEndDate'],
  });
export type CreateCouponBody = z.infer<typeof CreateCouponBody>;

export const CouponResponse = z.object({
  id: z.number(),
  code: z.string(),
  discountPercentage: z.number(),
  validityStartDate: z.string(),
  validityEndDate: z.string(),
  minimumOrderValue: Money,
  active: z.boolean(),
});
export type CouponResponse = z.infer<typeof CouponResponse>;

/** The admin's list: how many purchases use each coupon (one whose orders were all cancelled gave it back). */
export const AdminCouponResponse = CouponResponse.extend({
  timesUsed: z.number(),
  /** Its last day is over (in the store's time zone): shoppers can no longer apply it, active or not. */
  expired: z.boolean(),
});
export type AdminCouponResponse = z.infer<typeof AdminCouponResponse>;

/** `PATCH /api/coupons/admin/{id}/active`: switch a coupon off (or on) without deleting it. */
export const CouponActiveBody = z.object({
  active: z.boolean({ error: 'Indica si el cupón queda activo (true) o inactivo (false)' }),
});
