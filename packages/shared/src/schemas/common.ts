import { z } from 'zod';

/** Every error the API answers: `{message, error?, details?}`. */
export const ErrorResponse = z.object({
  message: z.string(),
  error: z.string().optional(),
  details: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
});
export type ErrorResponse = z.infer<typeof ErrorResponse>;

export const MessageResponse = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof MessageResponse>;

export const IdParams = z.object({ id: z.coerce.number().int().positive() });

/** An e-mail as users type it: trimmed and compared in lower case. */
export const Email = z
  .string({ error: 'Se requiere el correo electrónico' })
  .trim()
  .toLowerCase()
  .max(254, 'Dirección de correo electrónico no válida')
  .pipe(z.email('Dirección de correo electrónico no válida'));

export const Otp = z
  .string({ error: 'Se requiere el código' })
  .trim()
  .regex(/^\d{6}$/, 'El código debe tener 6 dígitos');
