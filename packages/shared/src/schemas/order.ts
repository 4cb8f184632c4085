import { z } from 'zod';
import { Money } from './catalog.ts';
import { text } from './common.ts';

const required = (message: string, max: number) =>
  text(message).min(1, message).max(max, `Máximo ${max} caracteres`);

/** A delivery address the shopper keeps on the profile; orders copy it. */
export const AddressBody = z.strictObject({
  name: required('Se requiere el nombre de quien recibe', 100),
  address: required('Se requiere la dirección', 300),
  city: required('Se requiere la ciudad', 100),
  state: required('Se requiere el departamento', 100),
  mobile: text('Se requiere el número de móvil')
    .min(1, 'Se requiere el número de móvil')
    .regex(/^\+?[0-9 ()-]{7,20}$/, 'Número de móvil no válido'),
});
export type AddressBody = z.infer<typeof AddressBody>;
export const AddressResponse = AddressBody.extend({ id: z.number() });
export type AddressResponse = z.infer<typeof AddressResponse>;

export const PaymentStartQuery = z.object({
  amount: z.coerce.number({ error: 'El monto debe ser un número' }).positive('El monto debe ser positivo'),
  addressId: z.coerce
    .number({ error: 'Elige una dirección de envío' })
    .int()
    .positive('Elige una dirección de envío'),
});
export const PaymentStartResponse = z.object({ redirect_url: z.string() });

export const OrderTokenQuery = z.object({
  token: text('Falta el identificador del pago').min(1, 'Falta el identificador del pago').max(100),
});

export const OrderItemResponse = z.object({
  id: z.number(),
  productId: z.number().nullable(),
  productName: z.string(),
  productImage: z.string().nullable(),
  size: z.string(),
  quantity: z.number(),
  /** Line total at the price paid. */
  price: Money,
  mrpPrice: Money,
});

export const OrderResponse = z.object({
  id: z.number(),
  orderStatus: z.string(),
  paymentStatus: z.string(),
  totalMrpPrice: Money,
  totalSellingPrice: Money,
  couponDiscount: Money,
  /** What this seller sold: selling total less this order's share of the coupon. */
  totalAmount: Money,
  totalItem: z.number(),
  orderDate: z.string(),
  deliverDate: z.string().nullable(),
  shippingAddress: AddressBody,
  seller: z.object({ id: z.number(), businessDetails: z.object({ businessName: z.string() }) }),
  orderItems: z.array(OrderItemResponse),
});
export type OrderResponse = z.infer<typeof OrderResponse>;
