import { z } from 'zod';
import { Money } from './catalog.ts';
import { MOBILE_PATTERN, text } from './common.ts';
import { VatLine } from './shipping.ts';

const required = (message: string, max: number) =>
  text(message).min(1, message).max(max, `Máximo ${max} caracteres`);

/** A delivery address the shopper keeps on the profile; orders copy it. */
export const AddressBody = z.object({
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

/**
 * The buyer's payment that started and has not become orders yet (the cart shows it), or null.
 * WAITING: not approved at PayPal yet (`approveUrl` continues it); APPROVED: approved, not charged yet
 * (the return page with `token` finishes it); CONFIRMING: being charged, nothing to do but wait.
 */
export const PaymentInProgress = z.object({
  token: z.string(),
  state: z.enum(['WAITING', 'APPROVED', 'CONFIRMING']),
  approveUrl: z.string().nullable(),
  total: Money,
  totalItem: z.number().int(),
  startedAt: z.string(),
});
export type PaymentInProgress = z.infer<typeof PaymentInProgress>;
export const PaymentInProgressResponse = z.object({ payment: PaymentInProgress.nullable() });
export type PaymentInProgressResponse = z.infer<typeof PaymentInProgressResponse>;

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
  /** Unit price paid (product.md#orders: the spec's client multiplies it by `quantity`). */
  price: Money,
  /** Unit list price. */
  mrpPrice: Money,
  /** price × quantity, what the line cost. */
  lineTotal: Money,
  /** The IVA rate its price includes. */
  vatPercent: z.number(),
});

/** PLACED → CONFIRMED → SHIPPED → DELIVERED, or CANCELLED from PLACED or CONFIRMED (product.md#orders). */
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
  /** This seller's shipping to the delivery address, charged on top of `totalAmount`. */
  shipping: Money,
  /** The IVA `totalAmount` contains, per rate (shipping carries none). */
  vat: z.array(VatLine),
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
    z.object({ status: z.literal('CONFIRMED') }),
    z.object({
      status: z.literal('SHIPPED'),
      carrier: required('Indica la transportadora', 100),
      trackingNumber: required('Indica el número de guía', 100),
    }),
    z.object({ status: z.literal('DELIVERED') }),
    z.object({ status: z.literal('CANCELLED'), reason: cancelReason }),
  ],
  { error: 'Estado de pedido no válido' },
);
export type UpdateOrderStatusBody = z.infer<typeof UpdateOrderStatusBody>;

/** `POST /api/orders/{orderId}/cancel`: the shopper's own order, while it is PLACED. */
export const CancelOrderBody = z.object({ reason: cancelReason });

/** A seller order of the purchase, with its refund once it was cancelled (in the payment's currency). */
export const PurchaseOrderResponse = OrderResponse.extend({
  refund: z
    .object({
      amount: Money,
      currency: z.string(),
      /** PENDING until the payment provider confirms it. */
      status: z.enum(['PENDING', 'DONE']),
      requestedAt: z.string(),
    })
    .nullable(),
});
export type PurchaseOrderResponse = z.infer<typeof PurchaseOrderResponse>;

/**
 * `GET /api/orders/{orderId}/purchase`: one payment (a checkout) and the orders it placed, one per seller;
 * the buyer's receipt. Store amounts add up: subtotal − coupon.discount + shipping = total = Σ orders'
 * totalAmount + shipping. `payment.amount` is what the provider captured, in its currency.
 */
export const PurchaseResponse = z.object({
  id: z.number(),
  paidAt: z.string(),
  shippingAddress: AddressBody,
  orders: z.array(PurchaseOrderResponse),
  /** The lines at the prices paid, before the coupon. */
  subtotal: Money,
  /** `code` is null only for a coupon deleted before checkouts kept its code (migration 0022). */
  coupon: z.object({ code: z.string().nullable(), discount: Money }).nullable(),
  shipping: Money,
  total: Money,
  currency: z.string(),
  payment: z.object({
    /** 'paypal', or 'dev' for the store's PayPal simulator. */
    provider: z.string(),
    orderId: z.string(),
    captureId: z.string(),
    amount: Money,
    currency: z.string(),
    /** What the provider confirmed it gave back, in `currency`. */
    refunded: Money,
    status: z.enum(['PAID', 'PARTIALLY_REFUNDED', 'REFUNDED']),
  }),
});
export type PurchaseResponse = z.infer<typeof PurchaseResponse>;
