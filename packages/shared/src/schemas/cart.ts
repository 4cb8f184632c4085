import { z } from 'zod';
import { MAX_CART_QUANTITY } from '../constants/catalog.ts';
import { Money, ProductResponse, ProductSize } from './catalog.ts';
import { text } from './common.ts';
import { CartSellerShipping, VatLine } from './shipping.ts';

/** Most units of one product a cart line may hold (also capped by stock). */
export { MAX_CART_QUANTITY };

const Quantity = z
  .number({ error: 'La cantidad debe ser un número' })
  .int('La cantidad debe ser un número entero')
  .min(1, 'La cantidad mínima es 1')
  .max(MAX_CART_QUANTITY, `Puedes llevar como máximo ${MAX_CART_QUANTITY} unidades de un producto`);

export const AddCartItemBody = z.object({
  productId: z.number({ error: 'Producto no encontrado' }).int().positive('Producto no encontrado'),
  size: ProductSize.default('FREE'),
  quantity: Quantity.default(1),
  /** Which shop's offer of the product (decision 0028); without it, the product's buy box. */
  offerId: z
    .number({ error: 'Publicación no encontrada' })
    .int()
    .positive('Publicación no encontrada')
    .optional(),
});
export type AddCartItemBody = z.infer<typeof AddCartItemBody>;

/** How many products one `PUT /api/cart/add-all` may add (a build's parts, issue 34). */
export const MAX_ITEMS_ADDED_AT_ONCE = 20;
/** `PUT /api/cart/add-all`: several products at once, from any shops; all of them are added or none. */
export const AddCartItemsBody = z.object({
  items: z
    .array(AddCartItemBody, { error: 'Indica los productos a agregar' })
    .min(1, 'Indica los productos a agregar')
    .max(MAX_ITEMS_ADDED_AT_ONCE, `Puedes agregar hasta ${MAX_ITEMS_ADDED_AT_ONCE} productos a la vez`),
});
export type AddCartItemsBody = z.infer<typeof AddCartItemsBody>;

export const UpdateCartItemBody = z.object({ quantity: Quantity });
export const CartItemParams = z.object({
  cartItemId: z.coerce.number({ error: 'Artículo no encontrado' }).int().positive('Artículo no encontrado'),
});

/** A cart line: `sellingPrice` and `mrpPrice` are line totals (unit price × quantity). */
export const CartItemResponse = z.object({
  id: z.number(),
  size: z.string(),
  quantity: z.number(),
  sellingPrice: Money,
  mrpPrice: Money,
  /** Most units this line may hold now: min(stock, 10); 0 when the product cannot be bought. */
  maxQuantity: z.number(),
  available: z.boolean(),
  product: ProductResponse,
});
export type CartItemResponse = z.infer<typeof CartItemResponse>;

/**
 * The cart with totals computed by the server from current prices: `totalSellingPrice` is after the
 * coupon, `total` = totalSellingPrice + shipping is exactly what checkout charges.
 */
export const CartResponse = z.object({
  id: z.number(),
  cartItems: z.array(CartItemResponse),
  totalItem: z.number(),
  totalMrpPrice: Money,
  /** Sum of the lines' selling prices, before the coupon. */
  subtotal: Money,
  /** Product discounts: totalMrpPrice − subtotal. */
  discount: Money,
  couponCode: z.string().nullable(),
  couponPrice: Money,
  totalSellingPrice: Money,
  /** Every shop's shipping added up. */
  shipping: Money,
  total: Money,
  /** The department shipping is priced for (DANE code): the address chosen, else the newest saved one. */
  shippingDepartment: z.string().nullable(),
  /** Each shop's goods and shipping, in the order the cart lists them. */
  sellers: z.array(CartSellerShipping),
  /** The IVA the total's goods contain, per rate (prices include it; shipping carries none). */
  vat: z.array(VatLine),
});
export type CartResponse = z.infer<typeof CartResponse>;

export const ApplyCouponQuery = z.object({
  apply: z.enum(['true', 'false'], { error: "apply debe ser 'true' o 'false'" }),
  code: text('Escribe un código de cupón').min(1, 'Escribe un código de cupón').max(40),
  /** Sent by the client; ignored: the server's own cart value decides. */
  orderValue: text().optional(),
});

/** `GET /api/cart?addressId=`: price shipping for that saved address (the checkout's address step). */
export const CartQuery = z.object({
  addressId: z.coerce
    .number({ error: 'Dirección no válida' })
    .int()
    .positive('Dirección no válida')
    .optional(),
});
