import { z } from 'zod';
import { DEPARTMENT_CODES } from '../colombia/departments.ts';
import { Money } from './catalog.ts';

const MAX_RATE = 5_000_000;
const pesos = (label: string) =>
  z.coerce
    .number({ error: `${label} debe ser un número` })
    .int(`${label} debe ser un valor en pesos sin centavos`)
    .min(0, `${label} no puede ser un valor negativo`)
    .max(MAX_RATE, `${label} no puede pasar de $5.000.000`);

/** A seller's shipping: a default rate, per-department rates that replace it, and free shipping from an amount. */
export const ShippingRatesBody = z.object({
  defaultRate: pesos('La tarifa general'),
  /** Free shipping when what the buyer takes from this shop reaches it (before coupons); null: never. */
  freeShippingFrom: z
    .union([
      z.null(),
      z.literal(''),
      pesos('El monto para envío gratis').min(1, 'El monto para envío gratis debe ser mayor que $0'),
    ])
    .transform((v) => (v === '' ? null : v))
    .default(null),
  departments: z
    .array(
      z.object({
        department: z.enum(DEPARTMENT_CODES, { error: 'Departamento no válido' }),
        rate: pesos('La tarifa del departamento'),
      }),
    )
    .max(DEPARTMENT_CODES.length)
    .refine((rows) => new Set(rows.map((r) => r.department)).size === rows.length, {
      message: 'Cada departamento puede tener una sola tarifa',
    })
    .default([]),
});
export type ShippingRatesBody = z.input<typeof ShippingRatesBody>;
export type ShippingRates = z.output<typeof ShippingRatesBody>;

export const ShippingRatesResponse = z.object({
  defaultRate: Money,
  freeShippingFrom: Money.nullable(),
  departments: z.array(z.object({ department: z.string(), rate: Money })),
  /** False while the seller has set nothing and the store's flat fee applies. */
  configured: z.boolean(),
});
export type ShippingRatesResponse = z.infer<typeof ShippingRatesResponse>;

/** One shop's part of a cart: its goods and the shipping it charges to the delivery department. */
export const CartSellerShipping = z.object({
  sellerId: z.number(),
  businessName: z.string(),
  subtotal: Money,
  shipping: Money,
  /** The shop's free-shipping amount, if it has one. */
  freeShippingFrom: Money.nullable(),
});

/** IVA contained in a total at one rate (prices include it). */
export const VatLine = z.object({ rate: z.number(), base: Money, vat: Money });
export type VatLine = z.infer<typeof VatLine>;
