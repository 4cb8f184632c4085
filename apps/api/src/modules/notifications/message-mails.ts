/** What the mail about a new message says (Spanish): drawn by lib/mailer/mail-layout.ts. */
import type { MailContent } from '../../lib/mailer/mail-layout.ts';

export interface NewMessage {
  orderId: number;
  /** The shop's name to the buyer, the buyer's name to the seller. */
  fromName: string;
  /** The beginning of the message as stored (already masked). */
  excerpt: string;
}

/** To the other side of an order's conversation: who wrote, the start of it, and where to answer. */
export function newMessageMail(
  recipientName: string,
  message: NewMessage,
  link: string,
  toSeller: boolean,
): MailContent {
  return {
    subject: `${message.fromName} te escribió sobre el pedido #${message.orderId}`,
    greeting: `Hola ${recipientName},`,
    paragraphs: [
      `${message.fromName} te envió un mensaje sobre el pedido #${message.orderId}:`,
      `«${message.excerpt}»`,
      'Responde desde TecnoBazar: así la conversación queda junto al pedido y te podemos ayudar si algo sale mal.',
    ],
    action: { label: toSeller ? 'Responder en Ventas' : 'Ver la conversación', url: link },
  };
}
