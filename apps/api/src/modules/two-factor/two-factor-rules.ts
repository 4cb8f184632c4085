/**
 * What every part of the second factor shares: its messages, its dependencies, the app codes' settings,
 * and how an owner's secret and recovery codes are found, hashed and turned into a session.
 */
import { createHmac } from 'node:crypto';
import type { Role } from '@tecnobazar/shared';
import { and, eq } from 'drizzle-orm';
import { TOTP } from 'otpauth';
import type { Config } from '../../config.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import {
  type TwoFactorOwnerKind,
  twoFactorRecoveryCodes,
  twoFactorSecrets,
} from '../../db/schema/two-factor.ts';
import type { Clock } from '../../lib/clock.ts';
import type { Jwt } from '../../lib/jwt.ts';

export const TWO_FACTOR_MESSAGES = {
  challenge: 'Ingresa el código de tu aplicación de autenticación',
  signedIn: 'Inicio de sesión exitoso',
  enabled: 'Verificación en dos pasos activada',
  disabled: 'Verificación en dos pasos desactivada',
  alreadyEnabled: 'La verificación en dos pasos ya está activada.',
  notEnabled: 'La verificación en dos pasos no está activada.',
  noSetup: 'Primero genera una clave nueva con «Activar».',
  wrong: 'El código es incorrecto.',
  replay: 'Este código ya se usó. Espera el siguiente.',
  tooManyTries: (minutes: number) =>
    `Demasiados intentos fallidos. Inténtalo de nuevo en ${minutes} ${minutes === 1 ? 'minuto' : 'minutos'}.`,
  expired: 'Tu verificación expiró. Vuelve a iniciar sesión.',
};

const ISSUER = 'TecnoBazar';
export const PERIOD_SECONDS = 30;

export interface TwoFactorOwner {
  kind: TwoFactorOwnerKind;
  id: number;
}
export type SecretRow = typeof twoFactorSecrets.$inferSelect;

/**
 * The account services as far as the second factor reads them. Declared here rather than imported: seller
 * sign-in asks this service for the challenge, so importing the sellers service would be a loop.
 */
export interface TwoFactorAccounts {
  users: {
    profile(id: number): Promise<{ email: string; role: Role }>;
    session(id: number): Promise<{ role: Role; sessionVersion: number } | undefined>;
    /** Ends every session of the account; answers the new session version. */
    endSessions(id: number, tx: DbOrTx): Promise<{ role: Role; sessionVersion: number }>;
  };
  /** A getter: the sellers service is built after this one. */
  sellers: () => {
    profile(id: number): Promise<{ email: string }>;
    /** Answers the seller's session version. */
    assertMayAct(id: number): Promise<number>;
    endSessions(id: number, tx: DbOrTx): Promise<number>;
  };
}

export type TwoFactorDeps = {
  db: Db;
  clock: Clock;
  config: Config;
  /** The JWT secret; keys for recovery-code hashes and challenge tokens are derived from it. */
  secret: string;
  /** Signs the session once the second factor is passed. */
  jwt: Jwt;
} & TwoFactorAccounts;

export const totpFor = (secret: string, label = '') =>
  new TOTP({ issuer: ISSUER, label, secret, algorithm: 'SHA1', digits: 6, period: PERIOD_SECONDS });

/** A key of its own for each `purpose`, derived from the JWT secret. */
export const deriveKey = (secret: string, purpose: string) =>
  createHmac('sha256', secret).update(purpose).digest('hex');

/** Hashes an owner's recovery code, as stored. */
export function recoveryHasher(secret: string) {
  const recoveryKey = deriveKey(secret, 'two-factor-recovery');
  return (owner: TwoFactorOwner, code: string) =>
    createHmac('sha256', recoveryKey).update(`${owner.kind}:${owner.id}:${code}`).digest('hex');
}

export const ownedBy = (owner: TwoFactorOwner) =>
  and(eq(twoFactorSecrets.ownerKind, owner.kind), eq(twoFactorSecrets.ownerId, owner.id));
export const codesOf = (owner: TwoFactorOwner) =>
  and(eq(twoFactorRecoveryCodes.ownerKind, owner.kind), eq(twoFactorRecoveryCodes.ownerId, owner.id));

/** The owner's secret, pending or enabled; undefined when they have none. */
export const findSecret = async (db: Db, owner: TwoFactorOwner): Promise<SecretRow | undefined> =>
  (await db.select().from(twoFactorSecrets).where(ownedBy(owner)))[0];

/** A session token for the owner at `session`'s version. */
export const signSession = (
  jwt: Jwt,
  owner: TwoFactorOwner,
  session: { role: Role; sessionVersion: number },
) =>
  jwt.sign({
    sub: String(owner.id),
    role: session.role,
    typ: owner.kind === 'seller' ? 'seller' : 'customer',
    sv: session.sessionVersion,
  });
