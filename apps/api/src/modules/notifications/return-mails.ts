/**
 * What the return and warranty mails say (Spanish, the store's money format): pure functions from a
 * request's answer to a mail's content. return-notices.ts sends them.
 */
import type { ReturnResponse } from '@tecnobazar/shared';
import type { MailContent, MailTable } from '../../lib/mailer/mail-layout.ts';
import { formatPesos, toCents } from '../../lib/money.ts';

const money = (amount: number) => formatPesos(toCents(amount));
const units = (n: number) => (n === 1 ? '1 unidad' : `${n} unidades`);
/** 'La devolución #4' or 'La garantía #4'. */
const what = (r: ReturnResponse) => (r.kind === 'RETURN' ? `la devolución #${r.id}` : `la garantía #${r.id}`);
const What = (r: ReturnResponse) => what(r).replace(/^l/, 'L');
const action = (label: string, url: string) => ({ label, url });

/** The units asked back, at what each was bought. */
export function returnTable(r: ReturnResponse): MailTable {
  return {
    rows: r.lines.map((l) => [`${units(l.quantity)} de ${l.productName}`, money(l.unitPrice * l.quantity)]),
  };
}

export type ReturnStep = 'ACCEPTED' | 'REJECTED' | 'RECEIVED' | 'ESCALATED' | 'DECIDED';

/** The request moved: what the buyer hears at each step but the refund. */
export function buyerReturnMail(
  name: string,
  r: ReturnResponse,
  step: ReturnStep,
  link: string,
): MailContent {
  const of = `del pedido #${r.orderId} (${r.shop.name})`;
  const text: Record<ReturnStep, [string, string[]]> = {
    ACCEPTED: [
      `${r.shop.name} aceptó ${what(r)}`,
      [
        `${r.shop.name} aceptó tu solicitud ${of}. Envía el producto así:`,
        r.instructions ?? '',
        'Cuando lo envíes, indica en tu pedido la transportadora y el número de guía.',
      ],
    ],
    REJECTED: [
      `${r.shop.name} rechazó ${what(r)}`,
      [
        `${r.shop.name} rechazó tu solicitud ${of}. Su motivo: ${r.rejectionReason ?? ''}`,
        'Si no estás de acuerdo, desde tu pedido puedes pedir que un administrador de TecnoBazar la revise.',
      ],
    ],
    RECEIVED: [
      `${r.shop.name} recibió el producto de ${what(r)}`,
      [
        `${r.shop.name} recibió lo que enviaste ${of}. Te devolveremos ${money(r.refund.amount ?? 0)} al mismo medio de pago; te avisaremos cuando esté hecho.`,
      ],
    ],
    ESCALATED: [
      `${What(r)} pasó a un administrador`,
      [`Un administrador de TecnoBazar revisará tu solicitud ${of} y te contaremos su decisión.`],
    ],
    DECIDED: [
      r.decision?.decision === 'ACCEPT' ? `Aceptamos ${what(r)}` : `Cerramos ${what(r)}`,
      r.decision?.decision === 'ACCEPT'
        ? [
            `Un administrador revisó tu solicitud ${of} y la aceptó: ${r.decision.reason}`,
            `Envía el producto así: ${r.instructions ?? ''}`,
            'Cuando lo envíes, indica en tu pedido la transportadora y el número de guía.',
          ]
        : [`Un administrador revisó tu solicitud ${of} y la cerró: ${r.decision?.reason ?? ''}`],
    ],
  };
  const [subject, paragraphs] = text[step];
  return {
    subject,
    greeting: `Hola ${name},`,
    paragraphs,
    tables: [{ table: returnTable(r) }],
    action: action('Ver mi pedido', link),
  };
}

export function returnRefundedMail(
  name: string,
  r: ReturnResponse,
  amount: string,
  link: string,
): MailContent {
  return {
    subject: `Te devolvimos ${amount} de ${what(r)}`,
    greeting: `Hola ${name},`,
    paragraphs: [
      `El reembolso de ${what(r)} del pedido #${r.orderId} está hecho: ${amount} al mismo medio de pago. Según tu banco, puede tardar unos días en verse.`,
    ],
    action: action('Ver mi pedido', link),
  };
}

/** To the seller: a new request, with the units, the reason and the photos. */
export function newReturnMail(
  sellerName: string,
  r: ReturnResponse,
  link: string,
  photo: (url: string) => string,
): MailContent {
  const kind = r.kind === 'RETURN' ? 'devolución' : 'garantía';
  return {
    subject: `Nueva solicitud de ${kind} #${r.id} del pedido #${r.orderId}`,
    greeting: `Hola ${sellerName},`,
    paragraphs: [
      `Un comprador pide ${kind === 'devolución' ? 'devolver' : 'la garantía de'} lo siguiente del pedido #${r.orderId}. Motivo: ${r.reasonLabel}.`,
      ...(r.description ? [`Lo que cuenta: ${r.description}`] : []),
    ],
    tables: [{ table: returnTable(r) }],
    after: [
      ...(r.photos.length > 0 ? [`Fotos: ${r.photos.map(photo).join(' ')}`] : []),
      'Acéptala con las instrucciones para enviarte el producto, o recházala con tu motivo.',
    ],
    action: action('Responder la solicitud', link),
  };
}

/** To the seller: unanswered for a while, sent back by the buyer, escalated, or decided by an administrator. */
export function sellerReturnMail(
  sellerName: string,
  r: ReturnResponse,
  step: 'REMINDER' | 'SENT' | 'ESCALATED' | 'DECIDED',
  escalateAt: string,
  link: string,
): MailContent {
  const text: Record<typeof step, [string, string]> = {
    REMINDER: [
      `Recuerda responder ${what(r)} del pedido #${r.orderId}`,
      `El comprador espera tu respuesta. Si no la aceptas o rechazas antes del ${escalateAt}, pasará a un administrador.`,
    ],
    SENT: [
      `El comprador envió ${what(r)} del pedido #${r.orderId}`,
      `Lo envió con ${r.carrier}, número de guía ${r.trackingNumber}. Márcalo como recibido cuando llegue: entonces sale el reembolso al comprador.`,
    ],
    ESCALATED: [
      `${What(r)} del pedido #${r.orderId} pasó a un administrador`,
      r.status === 'ESCALATED' && r.rejectionReason
        ? 'El comprador no estuvo de acuerdo con tu rechazo y pidió que un administrador la revise.'
        : 'No la respondiste a tiempo: un administrador de TecnoBazar la decidirá.',
    ],
    DECIDED: [
      r.decision?.decision === 'ACCEPT'
        ? `Un administrador aceptó ${what(r)} del pedido #${r.orderId}`
        : `Un administrador cerró ${what(r)} del pedido #${r.orderId}`,
      r.decision?.decision === 'ACCEPT'
        ? `Motivo: ${r.decision.reason}. El comprador te enviará el producto; márcalo como recibido cuando llegue.`
        : `Motivo: ${r.decision?.reason ?? ''}`,
    ],
  };
  const [subject, paragraph] = text[step];
  return {
    subject,
    greeting: `Hola ${sellerName},`,
    paragraphs: [paragraph],
    tables: [{ table: returnTable(r) }],
    action: action('Ver las devoluciones', link),
  };
}

/** To each administrator: a request waiting for their decision. */
export function escalatedToAdminMail(adminName: string, r: ReturnResponse, link: string): MailContent {
  return {
    subject: `${What(r)} del pedido #${r.orderId} espera tu decisión`,
    greeting: `Hola ${adminName},`,
    paragraphs: [
      `${What(r)} del pedido #${r.orderId} de ${r.shop.name} (motivo: ${r.reasonLabel}) pasó a los administradores.`,
      r.escalationComment
        ? `El comprador dice: ${r.escalationComment}`
        : 'La tienda no la respondió a tiempo.',
      ...(r.rejectionReason ? [`La tienda la rechazó así: ${r.rejectionReason}`] : []),
    ],
    tables: [{ table: returnTable(r) }],
    action: action('Decidir', link),
  };
}
