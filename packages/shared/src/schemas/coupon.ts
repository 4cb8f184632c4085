import { z } from 'zod';
import { Money } from './catalog.ts';

const isoDate = (required: string) =>
  z
    .string({ error: required })
    .trim()
    .min(1, required)
    .regex(/^\d{4}-\d{2}-\d{2}/, 'Fecha inválida')
    .refine((s) => !Number.isNaN(Date.parse(s.slice(0, 10))), 'Fecha inválida')
    // The calendar day the admin picked, whatever time or zone the client attached.
    .transform((s) => s.slice(0, 10));

/** The admin's coupon form (spec §5), re-checked by the server. */
export const CreateCouponBody = z
  .strictObject({
    code: z
      .string({ error: 'El código de cupón es obligatorio' })
      .trim()
      .min(1, 'El código de cupón es obligatorio')
      .min(3, 'El código debe tener al menos 3 caracteres')
      .max(20, 'El código debe tener como máximo 20 caracteres')
      .regex(/^[A-Za-z0-9_-]+$/, 'El código solo puede tener letras, números, guiones y guiones bajos')
      .transform((c) => c.toUpperCase()),
    discountPercentage: z.coerce
      .number({ error: 'El porcentaje de descuento es obligatorio' })
      .int('El descuento debe ser un número entero')
      .min(1, 'El descuento debe ser al menos del 1%')
      .max(100, 'El descuento no puede exceder el 100%'),
    validityStartDate: isoDate('La fecha de inicio es obligatoria'),
    validityEndDate: isoDate('La fecha de finalización es obligatoria'),
    minimumOrderValue: z.coerce
      .number({ error: 'El valor mínimo del pedido es obligatorio' })
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
