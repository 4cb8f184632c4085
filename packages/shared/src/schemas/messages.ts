import { z } from 'zod';
import { MESSAGE_IMAGES_MAX, MESSAGE_TEXT_MAX } from '../constants/limits.ts';
import { text } from './common.ts';

/** The conversation's texts a client shows from the contract (product.md#messages). */
export const MESSAGE_MESSAGES = {
  empty: 'Escribe un mensaje o adjunta una imagen',
  textMax: `El mensaje puede tener como máximo ${MESSAGE_TEXT_MAX} caracteres`,
  imagesMax: `Como máximo ${MESSAGE_IMAGES_MAX} imágenes por mensaje`,
  /** Shown under a message whose phone numbers, e-mails or links were hidden. */
  maskedNote: 'Ocultamos datos de contacto: por tu seguridad, compra y conversa solo dentro de TecnoBazar.',
} as const;

/** `POST /api/orders/{orderId}/messages` and `/sellers/orders/{orderId}/messages`: text, images, or both. */
export const SendMessageBody = z
  .object({
    text: text('El mensaje debe ser texto', { multiline: true })
      .max(MESSAGE_TEXT_MAX, MESSAGE_MESSAGES.textMax)
      .default(''),
    images: z
      .array(text('La imagen debe ser una dirección').min(1).max(2048), {
        error: 'Las imágenes deben ser una lista',
      })
      .max(MESSAGE_IMAGES_MAX, MESSAGE_MESSAGES.imagesMax)
      .default([]),
  })
  .refine((b) => b.text.length > 0 || b.images.length > 0, {
    message: MESSAGE_MESSAGES.empty,
    path: ['text'],
  });
export type SendMessageBody = z.input<typeof SendMessageBody>;

export const MessageAuthor = z.enum(['BUYER', 'SELLER']);
export type MessageAuthor = z.infer<typeof MessageAuthor>;

/** One message as both sides see it: the text as stored, already masked. */
export const OrderMessageResponse = z.object({
  id: z.number(),
  author: MessageAuthor,
  text: z.string(),
  images: z.array(z.string()),
  /** MESSAGE_MESSAGES.maskedNote when contact details were hidden, else null. */
  note: z.string().nullable(),
  createdAt: z.string(),
});
export type OrderMessageResponse = z.infer<typeof OrderMessageResponse>;

/** The most messages one answer holds: the newest ones, oldest first. */
export const THREAD_MESSAGES_SHOWN = 200;

/** An order's conversation, oldest first; `earlier` counts older messages left out of the answer. */
export const OrderThreadResponse = z.object({
  orderId: z.number(),
  messages: z.array(OrderMessageResponse),
  earlier: z.number(),
});
export type OrderThreadResponse = z.infer<typeof OrderThreadResponse>;

/** `GET /api/messages/unread` and `/sellers/messages/unread`: messages from the other side not yet read. */
export const UnreadMessagesResponse = z.object({
  unread: z.number(),
  threads: z.array(z.object({ orderId: z.number(), unread: z.number() })),
});
export type UnreadMessagesResponse = z.infer<typeof UnreadMessagesResponse>;
