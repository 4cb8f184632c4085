/**
 * What the order mails say (Spanish, the store's money format): pure functions from an order's answer to a
 * mail's content, drawn by lib/mailer/mail-layout.ts.
 */
import type { AddressBody, OrderResponse } from '@tecnobazar/shared';
import type { MailContent, MailTable } from '../../lib/mailer/mail-layout.ts';
import { formatPesos, toCents } from '../../lib/money.ts';

const money = (amount: number) => formatPesos(toCents(amount));
const shop = (order: OrderResponse) => order.seller.businessDetails.businessName;
const units = (n: number) => (n === 1 ? '1 unidad' : `${n} unidades`);
const FREE_SIZE = 'FREE';
const row = (label: string, amount: string): [string, string] => [label, amount];

/** 'Teclado mecánico K2 (talla S)', without the one-size 'FREE'. */
const itemName = (item: OrderResponse['orderItems'][number]) =>
  item.size && item.size !== FREE_SIZE ? `${item.productName} (talla ${item.size})` : item.productName;

/** One order's lines, its coupon share and its total. */
export function orderTable(order: OrderResponse): MailTable {
  return {
    rows: order.orderItems.map((item) => row(`${item.quantity} × ${itemName(item)}`, money(item.lineTotal))),
    totals: [
      ...(order.couponDiscount > 0 ? [row('Descuento del cupón', `-${money(order.couponDiscount)}`)] : []),
      row('Envío', order.shipping > 0 ? money(order.shipping) : 'Gratis'),
      // The order's own shipping is part of what was paid for it (decision 0023).
      row('Total del pedido', money(order.totalAmount + order.shipping)),
      ...order.vat.filter((v) => v.vat > 0).map((v) => row(`IVA incluido (${v.rate} %)`, money(v.vat))),
    ],
  };
}

export const addressLines = (a: AddressBody) =>
  `${a.name}\n${a.address}\n${a.city}, ${a.state}\nMóvil: ${a.mobile}`;

export interface Payment {
  subtotalCents: number;
  couponDiscountCents: number;
  shippingCents: number;
  totalCents: number;
}

/** To the buyer once per purchase: every shop's order, what was paid and where it goes. */
export function purchaseMail(
  buyerName: string,
  orders: OrderResponse[],
  payment: Payment,
  link: string,
  withdrawalDays: number,
): MailContent {
  const first = orders[0]!;
  const many = orders.length > 1;
  return {
    subject: many
      ? `Recibimos tu compra: ${orders.length} pedidos por ${formatPesos(payment.totalCents)}`
      : `Recibimos tu compra: pedido #${first.id} por ${formatPesos(payment.totalCents)}`,
    greeting: `Hola ${buyerName},`,
    paragraphs: [
      many
        ? `Recibimos tu pago. Tu compra llega en ${orders.length} pedidos, uno por tienda: cada tienda lo prepara y lo envía por su cuenta, y te avisaremos de cada paso.`
        : `Recibimos tu pago. ${shop(first)} preparará tu pedido y te avisaremos de cada paso.`,
    ],
    tables: [
      ...orders.map((order) => ({ title: `Pedido #${order.id} · ${shop(order)}`, table: orderTable(order) })),
      {
        title: 'Tu pago',
        table: {
          rows: [
            row('Productos', formatPesos(payment.subtotalCents)),
            ...(payment.couponDiscountCents > 0
              ? [row('Descuento del cupón', `-${formatPesos(payment.couponDiscountCents)}`)]
              : []),
            row('Envío', payment.shippingCents > 0 ? formatPesos(payment.shippingCents) : 'Gratis'),
          ],
          totals: [row('Total pagado', formatPesos(payment.totalCents))],
        },
      },
    ],
    after: [
      `Lo enviaremos a:\n${addressLines(first.shippingAddress)}`,
      `Tienes ${withdrawalDays} días hábiles desde la entrega para retractarte de la compra (Ley 1480 de 2011, art. 47).`,
    ],
    action: { label: 'Ver mis pedidos', url: link },
  };
}

/** To the seller for each paid order: what to prepare, for whom, and from where it is picked up. */
export function newOrderMail(
  sellerName: string,
  order: OrderResponse,
  buyerName: string,
  pickup: string,
  link: string,
): MailContent {
  return {
    subject: `Nuevo pedido #${order.id}: ${units(order.totalItem)} por ${money(order.totalAmount)}`,
    greeting: `Hola ${sellerName},`,
    paragraphs: [
      `${buyerName} compró en ${shop(order)} y el pago ya está recibido. Confírmalo y prepáralo para el envío.`,
    ],
    tables: [{ title: `Pedido #${order.id}`, table: orderTable(order) }],
    after: [
      `Enviar a:\n${addressLines(order.shippingAddress)}`,
      ...(pickup ? [`Se recoge en tu dirección de recogida:\n${pickup}`] : []),
    ],
    action: { label: 'Ver en Ventas', url: link },
  };
}

/** To the buyer when the seller confirms, ships or delivers an order, or it is cancelled. */
export function orderStepMail(
  buyerName: string,
  order: OrderResponse,
  link: string,
  withdrawalDays: number,
): MailContent {
  const greeting = `Hola ${buyerName},`;
  const action = { label: 'Ver mi pedido', url: link };
  const tables = [{ title: `Pedido #${order.id}`, table: orderTable(order) }];
  switch (order.orderStatus) {
    case 'CONFIRMED':
      return {
        subject: `${shop(order)} confirmó tu pedido #${order.id}`,
        greeting,
        paragraphs: [`${shop(order)} confirmó tu pedido y lo está preparando. Te avisaremos cuando salga.`],
        tables,
        action,
      };
    case 'SHIPPED':
      return {
        subject: `Tu pedido #${order.id} de TecnoBazar va en camino`,
        greeting,
        paragraphs: [
          `${shop(order)} envió tu pedido #${order.id} con ${order.carrier}. Número de guía: ${order.trackingNumber}.`,
        ],
        tables,
        after: [`Llega a:\n${addressLines(order.shippingAddress)}`],
        action,
      };
    case 'DELIVERED':
      return {
        subject: `Tu pedido #${order.id} fue entregado`,
        greeting,
        paragraphs: [
          `Tu pedido #${order.id} de ${shop(order)} fue entregado. Si algo no está bien, puedes pedir una devolución desde tu pedido durante los ${withdrawalDays} días hábiles siguientes a la entrega.`,
        ],
        tables,
        action,
      };
    default:
      return {
        subject: `Tu pedido #${order.id} de TecnoBazar fue cancelado`,
        greeting,
        paragraphs: [
          `Tu pedido #${order.id} de ${shop(order)} fue cancelado${order.cancelledBy === 'CUSTOMER' ? ' a tu pedido' : ' por la tienda'}. Motivo: ${order.cancelReason}.`,
          'Te devolvemos el dinero al mismo medio de pago; te escribiremos cuando el reembolso esté hecho.',
        ],
        tables,
        action,
      };
  }
}

/** To the seller when the buyer cancels an order: it must not be shipped. */
export function sellerCancellationMail(sellerName: string, order: OrderResponse, link: string): MailContent {
  return {
    subject: `El comprador canceló el pedido #${order.id}: no lo envíes`,
    greeting: `Hola ${sellerName},`,
    paragraphs: [
      `El comprador canceló el pedido #${order.id}. Motivo: ${order.cancelReason}.`,
      'No lo envíes: las unidades volvieron a tu inventario y la venta salió de tu saldo.',
    ],
    tables: [{ title: `Pedido #${order.id}`, table: orderTable(order) }],
    action: { label: 'Ver en Ventas', url: link },
  };
}

/** To the buyer once the payment provider confirms a cancelled order's refund. */
export function refundedMail(
  buyerName: string,
  order: OrderResponse,
  amount: string,
  link: string,
): MailContent {
  return {
    subject: `Te devolvimos ${amount} del pedido #${order.id}`,
    greeting: `Hola ${buyerName},`,
    paragraphs: [
      `El reembolso del pedido #${order.id} de ${shop(order)} está hecho: ${amount} al mismo medio de pago. Según tu banco, puede tardar unos días en verse.`,
    ],
    action: { label: 'Ver mi pedido', url: link },
  };
}
