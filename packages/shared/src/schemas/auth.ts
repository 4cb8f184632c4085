import { z } from 'zod';
import { Email, MOBILE_PATTERN, Otp, text } from './common.ts';

/** Prefix the login screen puts before the e-mail to ask for a sign-in code instead of a signup code. */
export const SIGNIN_PREFIX = 'signing_';

export const ROLES = ['ROLE_CUSTOMER', 'ROLE_ADMIN', 'ROLE_SELLER'] as const;
export const Role = z.enum(ROLES);
export type Role = z.infer<typeof Role>;

/** `email` may carry the `signing_` prefix; the server strips it. */
export const SendOtpBody = z.object({
  email: text('Se requiere el correo electrónico').min(1, 'Se requiere el correo electrónico').max(300),
});
export type SendOtpBody = z.infer<typeof SendOtpBody>;

const FullName = text('Se requiere el nombre')
  .min(2, 'El nombre debe tener al menos 2 caracteres')
  .max(100, 'El nombre debe tener como máximo 100 caracteres');

export const SignupBody = z.object({ email: Email, otp: Otp, fullName: FullName });
export type SignupBody = z.infer<typeof SignupBody>;

export const SigninBody = z.object({ email: Email, otp: Otp });
export type SigninBody = z.infer<typeof SigninBody>;

export const AuthResponse = z.object({ jwt: z.string(), message: z.string(), role: Role });
export type AuthResponse = z.infer<typeof AuthResponse>;

/** The texts of 'sign out everywhere' on the seller's and the admin's security page, and the server's answer. */
export const SIGN_OUT_EVERYWHERE = {
  title: 'Sesiones abiertas',
  explain:
    'Si iniciaste sesión en otro dispositivo o crees que alguien más entró a tu cuenta, cierra todas las demás sesiones. Esta sigue abierta.',
  button: 'Cerrar sesión en todos los demás dispositivos',
  done: 'Cerramos tu sesión en todos los demás dispositivos.',
  failed: 'No se pudieron cerrar las demás sesiones',
} as const;

/**
 * `POST /api/users/sign-out-everywhere` and `POST /sellers/sign-out-everywhere`: every session of the account
 * ends, this one included; `jwt` is the new token this session goes on with.
 */
export const SignedOutEverywhereResponse = z.object({ message: z.string(), jwt: z.string() });
export type SignedOutEverywhereResponse = z.infer<typeof SignedOutEverywhereResponse>;

export const UserProfile = z.object({
  id: z.number(),
  fullName: z.string(),
  email: z.string(),
  mobile: z.string().nullable(),
  role: Role,
});
export type UserProfile = z.infer<typeof UserProfile>;

/**
 * `PATCH /api/users/profile`: the shopper's own name and mobile. An empty mobile removes it. Other keys
 * (the profile's `role`, `email`, `id`, sent back whole) are dropped, never written.
 */
export const UpdateProfileBody = z.object({
  fullName: FullName.optional(),
  mobile: text('Número de móvil no válido')
    .refine((mobile) => mobile === '' || MOBILE_PATTERN.test(mobile), 'Número de móvil no válido')
    .optional(),
});
export type UpdateProfileBody = z.infer<typeof UpdateProfileBody>;

/** The answers about one-time codes and verification links (the API's code service; also the seller module's). */
export const OTP_MESSAGES = {
  invalid: 'El código no es válido o ha expirado. Solicita uno nuevo.',
  wrong: 'El código es incorrecto.',
  tooManyTries: 'Demasiados intentos fallidos. Solicita un nuevo código.',
  tooManyCodes: (minutes: number) =>
    `Has solicitado demasiados códigos. Inténtalo de nuevo en ${minutes === 1 ? '1 minuto' : `${minutes} minutos`}.`,
  wait: (s: number) => `Espera ${s} segundos antes de solicitar un nuevo código.`,
  badLink: 'Este enlace de verificación venció o no es válido.',
  linkUsed: 'Este enlace ya se usó: tu correo electrónico ya está verificado. Inicia sesión como vendedor.',
};
