import { z } from 'zod';

/**
 * The mails a shopper or a seller may turn off in their account. The others (a purchase's receipt, a
 * cancellation, a refund, a return's steps, a seller's new order and its cancellation) always go: they
 * carry money, a deadline or a legal term.
 */
export const OPTIONAL_MAILS = {
  customer: {
    ORDER_CONFIRMED: {
      label: 'Pedido confirmado',
      description: 'Cuando el vendedor confirma tu pedido y lo prepara.',
    },
    ORDER_SHIPPED: {
      label: 'Pedido enviado',
      description: 'Cuando tu pedido sale, con la transportadora y el número de guía.',
    },
    ORDER_DELIVERED: { label: 'Pedido entregado', description: 'Cuando tu pedido llega.' },
    NEW_MESSAGE: {
      label: 'Mensajes de los vendedores',
      description: 'Cuando un vendedor te escribe sobre un pedido.',
    },
  },
  seller: {
    NEW_MESSAGE: {
      label: 'Mensajes de los compradores',
      description: 'Cuando un comprador te escribe sobre un pedido.',
    },
  },
} as const;

export type CustomerMailKind = keyof typeof OPTIONAL_MAILS.customer;
export type SellerMailKind = keyof typeof OPTIONAL_MAILS.seller;
export type OptionalMailKind = CustomerMailKind | SellerMailKind;

const kinds = <K extends string>(record: Record<K, unknown>) => Object.keys(record) as [K, ...K[]];
const KIND_ERROR = { error: 'Tipo de correo no válido' };
export const CustomerMailKind = z.enum(kinds(OPTIONAL_MAILS.customer), KIND_ERROR);
export const SellerMailKind = z.enum(kinds(OPTIONAL_MAILS.seller), KIND_ERROR);
const Enabled = z.boolean({ error: 'enabled debe ser true o false' });

/** `GET /api/users/mail-preferences` and `/api/sellers/mail-preferences`: each optional mail, on or off. */
export const MailPreferencesResponse = z.object({
  preferences: z.array(
    z.object({ kind: z.string(), label: z.string(), description: z.string(), enabled: z.boolean() }),
  ),
});
export type MailPreferencesResponse = z.infer<typeof MailPreferencesResponse>;

/** `PUT …/mail-preferences`: turns one kind of mail on or off. */
export const UpdateCustomerMailPreference = z.object({ kind: CustomerMailKind, enabled: Enabled });
export type UpdateCustomerMailPreference = z.infer<typeof UpdateCustomerMailPreference>;
export const UpdateSellerMailPreference = z.object({ kind: SellerMailKind, enabled: Enabled });
export type UpdateSellerMailPreference = z.infer<typeof UpdateSellerMailPreference>;
