import {
  Email,
  SIGN_OUT_EVERYWHERE,
  SIGNIN_PREFIX,
  type SignedOutEverywhereResponse,
  type SignInResponse,
  type SigninBody,
  type SignupBody,
} from '@tecnobazar/shared';
import { badRequest, notFound } from '../../lib/errors.ts';
import type { Jwt } from '../../lib/jwt.ts';
import type { Mailer } from '../../lib/mailer/mailer.ts';
import type { TwoFactorService } from '../two-factor/two-factor.service.ts';
import type { UsersService } from '../users/users.service.ts';
import type { OtpService } from './otp.service.ts';

export const AUTH_MESSAGES = {
  otpSent: '¡El OTP ha sido enviado a tu correo electrónico!',
  unknownEmail: 'No existe una cuenta con este correo electrónico. Crea una cuenta para continuar.',
  signedUp: 'Registro exitoso',
  signedIn: 'Inicio de sesión exitoso',
};

/** What the owner of an address without an account receives instead of a code. */
function noAccountMail(to: string, publicUrl: string) {
  return {
    to,
    subject: 'Intento de inicio de sesión en TecnoBazar',
    text: `Alguien pidió un código para iniciar sesión en TecnoBazar con este correo, pero no tiene una cuenta. Si fuiste tú, crea tu cuenta en ${publicUrl}/login. Si no, ignora este correo.`,
  };
}

/** Parses an e-mail that may carry the sign-in prefix. */
function parseLoginEmail(raw: string): { email: string; signin: boolean } {
  const signin = raw.startsWith(SIGNIN_PREFIX);
  const parsed = Email.safeParse(signin ? raw.slice(SIGNIN_PREFIX.length) : raw);
  if (!parsed.success)
    throw badRequest(parsed.error.issues[0]?.message ?? 'Dirección de correo electrónico no válida');
  return { email: parsed.data, signin };
}

/** Shopper and administrator sign-in by one-time code. */
export function createAuthService(deps: {
  otp: OtpService;
  users: UsersService;
  mailer: Mailer;
  jwt: Jwt;
  /** Asked after the e-mail code: an account with a second factor gets a challenge, not a session. */
  twoFactor: TwoFactorService;
  publicUrl: string;
}) {
  const { otp, users, mailer, jwt } = deps;
  return {
    async sendLoginSignupOtp(rawEmail: string, ip: string) {
      const { email, signin } = parseLoginEmail(rawEmail);
      // The same answer, limits and work for an address without an account, so the answer does not tell
      // who has one (docs/decisions/0005); only the owner of the mailbox learns it. The code is never sent.
      const known = !signin || (await users.findByEmail(email));
      await otp.issue(email, signin ? 'CUSTOMER_LOGIN' : 'CUSTOMER_SIGNUP', ip, (code, tx, until) =>
        mailer.send(known ? otp.codeMail(email, code, until) : noAccountMail(email, deps.publicUrl), tx),
      );
      return { message: AUTH_MESSAGES.otpSent };
    },

    /** Creates the account, or signs in an existing one, with a signup code. */
    async signup({ email, otp: code, fullName }: SignupBody, ip: string): Promise<SignInResponse> {
      await otp.consume(email, 'CUSTOMER_SIGNUP', code, ip);
      const user = await users.findOrCreateCustomer(email, fullName);
      // An existing account signing in this way still owes its second factor.
      const challenge = await deps.twoFactor.challenge({ kind: 'user', id: user.id }, user.role);
      if (challenge) return challenge;
      const token = jwt.sign({
        sub: String(user.id),
        role: user.role,
        typ: 'customer',
        sv: user.sessionVersion,
      });
      return { jwt: token, role: user.role, message: AUTH_MESSAGES.signedUp };
    },

    /**
     * Ends every session of the shopper or administrator (tokens signed before stop at the next call) and
     * answers a new token, so the session that asked goes on (docs/decisions/0020).
     */
    async signOutEverywhere(userId: number): Promise<SignedOutEverywhereResponse> {
      const { role, sessionVersion } = await users.endSessions(userId);
      const token = jwt.sign({ sub: String(userId), role, typ: 'customer', sv: sessionVersion });
      return { message: SIGN_OUT_EVERYWHERE.done, jwt: token };
    },

    async signin({ email, otp: code }: SigninBody, ip: string): Promise<SignInResponse> {
      await otp.consume(email, 'CUSTOMER_LOGIN', code, ip);
      const user = await users.findByEmail(email);
      if (!user) throw notFound(AUTH_MESSAGES.unknownEmail);
      const challenge = await deps.twoFactor.challenge({ kind: 'user', id: user.id }, user.role);
      if (challenge) return challenge;
      const token = jwt.sign({
        sub: String(user.id),
        role: user.role,
        typ: 'customer',
        sv: user.sessionVersion,
      });
      return { jwt: token, role: user.role, message: AUTH_MESSAGES.signedIn };
    },
  };
}
export type AuthService = ReturnType<typeof createAuthService>;
