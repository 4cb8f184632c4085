import { z } from 'zod';
import { Money } from './catalog.ts';
import { MOBILE_PATTERN, text } from './common.ts';

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
    .regex(MOBILE_PATTERN, 'Número de móvil no válido'),
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

/** PLACED → CONFIRMED → SHIPPED → DELIVERED, or CANCELLED from PLACED or CONFIRMED (DESIGN §6). */
export const ORDER_STATUSES = ['PLACED', 'CONFIRMED', 'SHIPPED', 'DELIVERED', 'CANCELLED'] as const;
export const OrderStatus = z.enum(ORDER_STATUSES, { error: 'Estado de pedido no válido' });
export type OrderStatus = z.infer<typeof OrderStatus>;

export const OrderResponse = z.object({
  id: z.number(),
  orderStatus: OrderStatus,
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
  /** The timeline: when each step happened, null until it does. `deliverDate` is when it was delivered. */
  confirmedAt: z.string().nullable(),
  shippedAt: z.string().nullable(),
  carrier: z.string().nullable(),
  trackingNumber: z.string().nullable(),
  cancelledAt: z.string().nullable(),
  cancelledBy: z.enum(['SELLER', 'CUSTOMER']).nullable(),
  cancelReason: z.string().nullable(),
  /** NONE until cancelled; PENDING while the payment provider has not confirmed the refund yet. */
  refundStatus: z.enum(['NONE', 'PENDING', 'REFUNDED']),
});
export type OrderResponse = z.infer<typeof OrderResponse>;

/** What a seller sees of an order: the buyer's name too, for the label. */
export const SellerOrderResponse = OrderResponse.extend({ buyer: z.object({ fullName: z.string() }) });
export type SellerOrderResponse = z.infer<typeof SellerOrderResponse>;

export const SELLER_ORDERS_PAGE_SIZE = 10;
export const SellerOrdersQuery = z.object({
  status: OrderStatus.optional(),
  page: z.coerce.number({ error: 'La página debe ser un número' }).int().min(0).max(10_000).default(0),
});
export const SellerOrderPage = z.object({
  content: z.array(SellerOrderResponse),
  totalPages: z.number(),
  totalElements: z.number(),
});
export type SellerOrderPage = z.infer<typeof SellerOrderPage>;

export const OrderIdParams = z.object({
  orderId: z.coerce.number({ error: 'Pedido no encontrado' }).int().positive('Pedido no encontrado'),
});

const cancelReason = required('Indica el motivo de la cancelación', 300);

/** `PATCH /sellers/orders/{orderId}/status`: the next step; shipping needs the carrier and tracking number. */
export const UpdateOrderStatusBody = z.discriminatedUnion(
  'status',
  [
    z.strictObject({ status: z.literal('CONFIRMED') }),
    z.strictObject({
      status: z.literal('SHIPPED'),
      carrier: required('Indica la transportadora', 100),
      trackingNumber: required('Indica el número de guía', 100),
    }),
    z.strictObject({ status: z.literal('DELIVERED') }),
    z.strictObject({ status: z.literal('CANCELLED'), reason: cancelReason }),
  ],
  { error: 'Estado de pedido no válido' },
);
export type UpdateOrderStatusBody = z.infer<typeof UpdateOrderStatusBody>;

/** `POST /api/orders/{orderId}/cancel`: the shopper's own order, while it is PLACED. */
export const CancelOrderBody = z.strictObject({ reason: cancelReason });
