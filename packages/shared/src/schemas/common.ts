import { z } from 'zod';

// Request bodies are plain `z.object`s, nested sections too: a key a body does not take is dropped before
// the route sees it, never written and never an error (product.md#security). The spec's client sends whole
// objects back (a product with its seller and dates), so `z.strictObject` would refuse its requests.

/**
 * Every error the API answers: `{message, error, details?}`; `error` is the same sentence
 * (product.md#errors).
 */
export const ErrorResponse = z.object({
  message: z.string(),
  error: z.string(),
  details: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
});
export type ErrorResponse = z.infer<typeof ErrorResponse>;

export const MessageResponse = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof MessageResponse>;

export const IdParams = z.object({ id: z.coerce.number().int().positive() });

export const TEXT_NOT_ALLOWED = 'El texto contiene caracteres no permitidos';
const CONTROL = /\p{Cc}/u;
const CONTROL_BUT_LINE_BREAKS_AND_TABS = /(?![\t\n\r])\p{Cc}/u;

/**
 * Every string a request carries (body, query or path), trimmed. Control characters are refused: a NUL
 * byte cannot even be stored in PostgreSQL, and no form produces the others. `multiline` texts (a
 * description, a review) may hold line breaks and tabs.
 */
export const text = (error?: string, { multiline = false } = {}) => {
  const forbidden = multiline ? CONTROL_BUT_LINE_BREAKS_AND_TABS : CONTROL;
  return z
    .string(error === undefined ? undefined : { error })
    .trim()
    .refine((s) => !forbidden.test(s), { message: TEXT_NOT_ALLOWED, abort: true });
};

/** An e-mail as users type it: trimmed and compared in lower case. */
export const Email = text('Se requiere el correo electrónico')
  .toLowerCase()
  .min(1, 'Se requiere el correo electrónico')
  .max(254, 'Dirección de correo electrónico no válida')
  .pipe(z.email('Dirección de correo electrónico no válida'));

/** A phone number as people write it: digits, spaces, dashes, brackets, an optional leading '+'. */
export const MOBILE_PATTERN = /^\+?[0-9 ()-]{7,20}$/;

export const Otp = text('Se requiere el código').regex(/^\d{6}$/, 'El código debe tener 6 dígitos');
