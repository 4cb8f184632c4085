import { z } from 'zod';
import { AuthResponse, Role } from './auth.ts';

/** Recovery codes: ten per enrolment, each shown once, `xxxxx-xxxxx` in lower case letters and digits. */
export const RECOVERY_CODE_COUNT = 10;

/** A 6-digit code from the authenticator app (RFC 6238, 30-second steps). */
export const TotpCode = z
  .string({ error: 'Se requiere el código' })
  .trim()
  .regex(/^\d{6}$/, 'El código debe tener 6 dígitos');

/** What the second step accepts: the app's current code or one unused recovery code. */
export const TwoFactorCode = z
  .string({ error: 'Se requiere el código' })
  .trim()
  .toLowerCase()
  .regex(
    /^(\d{6}|[a-z0-9]{5}-[a-z0-9]{5})$/,
    'Escribe el código de 6 dígitos de tu aplicación o un código de recuperación',
  );

/** `GET .../two-factor`: whether the account has a second factor, and whether this account must have one. */
export const TwoFactorStatus = z.object({
  enabled: z.boolean(),
  /** True for administrators in production: the admin area stays closed until it is enabled. */
  required: z.boolean(),
  recoveryCodesLeft: z.number(),
});
export type TwoFactorStatus = z.infer<typeof TwoFactorStatus>;

/** `POST .../two-factor/setup`: a new secret, not active until confirmed with one code. */
export const TwoFactorSetupResponse = z.object({
  /** Base32 secret, for typing into the app by hand. */
  secret: z.string(),
  otpauthUrl: z.string(),
  /** The otpauth URL as a QR code: a `data:image/svg+xml;base64,...` URL for an <img>. */
  qrCode: z.string(),
});
export type TwoFactorSetupResponse = z.infer<typeof TwoFactorSetupResponse>;

export const TwoFactorEnableBody = z.object({ code: TotpCode });
export type TwoFactorEnableBody = z.infer<typeof TwoFactorEnableBody>;

export const TwoFactorEnableResponse = z.object({
  message: z.string(),
  recoveryCodes: z.array(z.string()),
  /** Enabling ends every other session: the token this session goes on with. */
  jwt: z.string(),
});
export type TwoFactorEnableResponse = z.infer<typeof TwoFactorEnableResponse>;

export const TwoFactorDisableBody = z.object({ code: TwoFactorCode });
export type TwoFactorDisableBody = z.infer<typeof TwoFactorDisableBody>;

/**
 * The sign-in answer when the account has a second factor: no session yet, only a short-lived token for
 * `POST /auth/two-factor`.
 */
export const TwoFactorChallengeResponse = z.object({
  twoFactorRequired: z.literal(true),
  twoFactorToken: z.string(),
  message: z.string(),
  role: Role,
});
export type TwoFactorChallengeResponse = z.infer<typeof TwoFactorChallengeResponse>;

/** What the sign-in routes answer: a session, or the challenge when the account has a second factor. */
export const SignInResponse = z.union([AuthResponse, TwoFactorChallengeResponse]);
export type SignInResponse = z.infer<typeof SignInResponse>;

/** `POST /auth/two-factor`: the token from the first step and the app's code (or a recovery code). */
export const TwoFactorChallengeBody = z.object({
  twoFactorToken: z
    .string({ error: 'Vuelve a iniciar sesión' })
    .max(2000, 'Vuelve a iniciar sesión')
    .regex(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/, 'Vuelve a iniciar sesión'),
  code: TwoFactorCode,
});
export type TwoFactorChallengeBody = z.infer<typeof TwoFactorChallengeBody>;
