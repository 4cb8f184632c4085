import { createHmac, randomInt } from 'node:crypto';
import {
  type AuthResponse,
  type MessageResponse,
  RECOVERY_CODE_COUNT,
  type Role,
  type TwoFactorChallengeBody,
  type TwoFactorChallengeResponse,
  type TwoFactorEnableResponse,
  type TwoFactorSetupResponse,
  type TwoFactorStatus,
} from '@tecnobazar/shared';
import { and, count, eq, isNotNull, isNull, lt, lte, or, sql } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';
import type { Config } from '../../config.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import {
  type TwoFactorOwnerKind,
  twoFactorRecoveryCodes,
  twoFactorSecrets,
} from '../../db/schema/two-factor.ts';
import type { Clock } from '../../lib/clock.ts';
import { badRequest, conflict, tooManyRequests, unauthorized } from '../../lib/errors.ts';
import { createJwt, type Jwt } from '../../lib/jwt.ts';

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
const PERIOD_SECONDS = 30;
const CHALLENGE_TTL_SECONDS = 300;
// Lower-case letters and digits without the look-alikes (0/o, 1/l/i), for codes copied from paper.
const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

export interface TwoFactorOwner {
  kind: TwoFactorOwnerKind;
  id: number;
}
type SecretRow = typeof twoFactorSecrets.$inferSelect;

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

const totpFor = (secret: string, label = '') =>
  new TOTP({ issuer: ISSUER, label, secret, algorithm: 'SHA1', digits: 6, period: PERIOD_SECONDS });

function newRecoveryCode(): string {
  const pick = () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)];
  const part = () => Array.from({ length: 5 }, pick).join('');
  return `${part()}-${part()}`;
}

/**
 * TOTP second factor (RFC 6238) for shoppers, administrators and sellers: enrolment, the sign-in
 * challenge after the e-mail code, recovery codes and turning it off. Owns its two tables.
 */
export function createTwoFactorService(
  deps: {
    db: Db;
    clock: Clock;
    config: Config;
    /** The JWT secret; keys for recovery-code hashes and challenge tokens are derived from it. */
    secret: string;
    /** Signs the session once the second factor is passed. */
    jwt: Jwt;
  } & TwoFactorAccounts,
) {
  const { db, clock, config } = deps;
  const t = twoFactorSecrets;
  const r = twoFactorRecoveryCodes;
  const derive = (purpose: string) => createHmac('sha256', deps.secret).update(purpose).digest('hex');
  // Its own key: a challenge token can never pass as a session token, nor a session as a challenge.
  const challengeJwt = createJwt(derive('two-factor-challenge'), CHALLENGE_TTL_SECONDS);
  const recoveryKey = derive('two-factor-recovery');
  const hashRecovery = (owner: TwoFactorOwner, code: string) =>
    createHmac('sha256', recoveryKey).update(`${owner.kind}:${owner.id}:${code}`).digest('hex');
  const windowMs = config.OTP_IP_WINDOW_MINUTES * 60_000;
  const ownedBy = (owner: TwoFactorOwner) => and(eq(t.ownerKind, owner.kind), eq(t.ownerId, owner.id));
  const codesOf = (owner: TwoFactorOwner) => and(eq(r.ownerKind, owner.kind), eq(r.ownerId, owner.id));

  const find = async (owner: TwoFactorOwner): Promise<SecretRow | undefined> =>
    (await db.select().from(t).where(ownedBy(owner)))[0];

  // Read from the account's own service on every use: the role may have changed since sign-in.
  const emailOf = async (owner: TwoFactorOwner) =>
    (owner.kind === 'user' ? await deps.users.profile(owner.id) : await deps.sellers().profile(owner.id))
      .email;
  const roleOf = async (owner: TwoFactorOwner): Promise<Role> =>
    owner.kind === 'seller' ? 'ROLE_SELLER' : (await deps.users.profile(owner.id)).role;

  function lockedFor(row: Pick<SecretRow, 'failedWindowStart'>, now: Date) {
    const retryMs = (row.failedWindowStart?.getTime() ?? now.getTime()) + windowMs - now.getTime();
    return tooManyRequests(TWO_FACTOR_MESSAGES.tooManyTries(Math.ceil(retryMs / 60_000)), retryMs / 1000);
  }

  /**
   * Counts the try before the code is checked, in one statement: parallel guesses cannot exceed
   * OTP_MAX_ATTEMPTS per window. A success resets the count. Throws 429 when no try is left.
   */
  async function countTry(row: SecretRow, now: Date) {
    const windowOver = or(
      isNull(t.failedWindowStart),
      lte(t.failedWindowStart, new Date(now.getTime() - windowMs)),
    );
    const [counted] = await db
      .update(t)
      .set({
        failedAttempts: sql`case when ${windowOver} then 1 else ${t.failedAttempts} + 1 end`,
        failedWindowStart: sql`case when ${windowOver} then ${now.toISOString()}::timestamptz else ${t.failedWindowStart} end`,
      })
      .where(and(eq(t.id, row.id), or(lt(t.failedAttempts, config.OTP_MAX_ATTEMPTS), windowOver)))
      .returning({ failedAttempts: t.failedAttempts, failedWindowStart: t.failedWindowStart });
    if (!counted) throw lockedFor((await find({ kind: row.ownerKind, id: row.ownerId })) ?? row, now);
    return counted;
  }

  /**
   * Checks an app code (and, when allowed, a recovery code) against `row`, or throws: locked (429),
   * wrong (400, or 429 on the try that reaches the limit), or a replay of an accepted step (400).
   * `accept`: columns set in the same statement that records the step (enabling).
   */
  async function verify(
    row: SecretRow,
    code: string,
    opts: { recovery: boolean; accept?: Partial<SecretRow> },
  ): Promise<void> {
    const now = clock.now();
    const tries = await countTry(row, now);
    const wrong = () =>
      tries.failedAttempts >= config.OTP_MAX_ATTEMPTS
        ? lockedFor(tries, now)
        : badRequest(TWO_FACTOR_MESSAGES.wrong);
    const reset = { failedAttempts: 0, failedWindowStart: null };

    if (/^\d{6}$/.test(code)) {
      const timestamp = now.getTime();
      const delta = totpFor(row.secret).validate({ token: code, timestamp, window: 1 });
      if (delta === null) throw wrong();
      const step = TOTP.counter({ period: PERIOD_SECONDS, timestamp }) + delta;
      // Check-and-set in one statement: of two requests with the same code, only one moves the step on.
      const [accepted] = await db
        .update(t)
        .set({ ...reset, ...opts.accept, lastStep: step })
        .where(
          and(
            eq(t.id, row.id),
            // Still the secret just checked, in the same state: a setup or enable in between wins.
            eq(t.secret, row.secret),
            row.enabledAt ? isNotNull(t.enabledAt) : isNull(t.enabledAt),
            or(isNull(t.lastStep), lt(t.lastStep, step)),
          ),
        )
        .returning({ id: t.id });
      if (!accepted) throw badRequest(TWO_FACTOR_MESSAGES.replay);
      return;
    }
    if (!opts.recovery) throw wrong();
    const owner = { kind: row.ownerKind, id: row.ownerId };
    const [used] = await db
      .update(r)
      .set({ usedAt: now })
      .where(and(codesOf(owner), eq(r.codeHash, hashRecovery(owner, code)), isNull(r.usedAt)))
      .returning({ id: r.id });
    if (!used) throw wrong();
    await db.update(t).set(reset).where(eq(t.id, row.id));
  }

  /** A session token for the owner at `session`'s version. */
  const signSession = (owner: TwoFactorOwner, session: { role: Role; sessionVersion: number }) =>
    deps.jwt.sign({
      sub: String(owner.id),
      role: session.role,
      typ: owner.kind === 'seller' ? 'seller' : 'customer',
      sv: session.sessionVersion,
    });

  async function endSessions(owner: TwoFactorOwner, tx: DbOrTx) {
    if (owner.kind === 'user') return deps.users.endSessions(owner.id, tx);
    return { role: 'ROLE_SELLER' as const, sessionVersion: await deps.sellers().endSessions(owner.id, tx) };
  }

  async function isEnabled(kind: TwoFactorOwnerKind, id: number): Promise<boolean> {
    const row = await find({ kind, id });
    return Boolean(row?.enabledAt);
  }

  return {
    isEnabled,

    async status(owner: TwoFactorOwner): Promise<TwoFactorStatus> {
      const [row, role] = await Promise.all([find(owner), roleOf(owner)]);
      const [left] = row?.enabledAt
        ? await db
            .select({ n: count() })
            .from(r)
            .where(and(codesOf(owner), isNull(r.usedAt)))
        : [{ n: 0 }];
      return {
        enabled: Boolean(row?.enabledAt),
        required: config.ADMIN_2FA_REQUIRED && role === 'ROLE_ADMIN',
        recoveryCodesLeft: left?.n ?? 0,
      };
    },

    /** A new secret, pending until `enable`; replaces a pending one, refused (409) once enabled. */
    async setup(owner: TwoFactorOwner): Promise<TwoFactorSetupResponse> {
      const email = await emailOf(owner);
      const secret = new Secret({ size: 20 }).base32;
      const [row] = await db
        .insert(t)
        .values({ ownerKind: owner.kind, ownerId: owner.id, secret })
        .onConflictDoUpdate({
          target: [t.ownerKind, t.ownerId],
          set: { secret, lastStep: null },
          setWhere: isNull(t.enabledAt),
        })
        .returning({ id: t.id });
      if (!row) throw conflict(TWO_FACTOR_MESSAGES.alreadyEnabled);
      const otpauthUrl = totpFor(secret, email).toString();
      const svg = await QRCode.toString(otpauthUrl, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
      return {
        secret,
        otpauthUrl,
        qrCode: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`,
      };
    },

    /**
     * Confirms the pending secret with a current code; answers the recovery codes, shown only now. Every
     * other session of the account ends (one signed in before by someone else must not outlive the new
     * factor): the answer carries a new token for this one.
     */
    async enable(owner: TwoFactorOwner, code: string): Promise<TwoFactorEnableResponse> {
      const row = await find(owner);
      if (!row) throw conflict(TWO_FACTOR_MESSAGES.noSetup);
      if (row.enabledAt) throw conflict(TWO_FACTOR_MESSAGES.alreadyEnabled);
      const now = clock.now();
      await verify(row, code, { recovery: false, accept: { enabledAt: now } });
      const recoveryCodes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
      const jwt = await db.transaction(async (tx) => {
        await tx.delete(r).where(codesOf(owner));
        await tx.insert(r).values(
          recoveryCodes.map((c) => ({
            ownerKind: owner.kind,
            ownerId: owner.id,
            codeHash: hashRecovery(owner, c),
            createdAt: now,
          })),
        );
        return signSession(owner, await endSessions(owner, tx));
      });
      return { message: TWO_FACTOR_MESSAGES.enabled, recoveryCodes, jwt };
    },

    /** Needs a current app code or an unused recovery code: a stolen session alone cannot turn it off. */
    async disable(owner: TwoFactorOwner, code: string): Promise<MessageResponse> {
      const row = await find(owner);
      if (!row?.enabledAt) throw conflict(TWO_FACTOR_MESSAGES.notEnabled);
      await verify(row, code, { recovery: true });
      await db.transaction(async (tx) => {
        await tx.delete(t).where(ownedBy(owner));
        await tx.delete(r).where(codesOf(owner));
      });
      return { message: TWO_FACTOR_MESSAGES.disabled };
    },

    /**
     * Called once the e-mail code is consumed: when the account has a second factor, the answer is a
     * short-lived challenge token instead of a session; otherwise null.
     */
    async challenge(owner: TwoFactorOwner, role: Role): Promise<TwoFactorChallengeResponse | null> {
      if (!(await isEnabled(owner.kind, owner.id))) return null;
      const typ = owner.kind === 'seller' ? 'seller' : 'customer';
      // A challenge is no session: the session version is read when it is completed.
      const twoFactorToken = challengeJwt.sign(
        { sub: String(owner.id), role, typ, sv: 0 },
        clock.now().getTime(),
      );
      return { twoFactorRequired: true, twoFactorToken, message: TWO_FACTOR_MESSAGES.challenge, role };
    },

    /** The second step of sign-in: the challenge token and an app or recovery code give the session. */
    async completeChallenge({ twoFactorToken, code }: TwoFactorChallengeBody): Promise<AuthResponse> {
      const claims = challengeJwt.verify(twoFactorToken, clock.now().getTime());
      const id = Number(claims?.sub);
      if (!claims || !Number.isSafeInteger(id) || id <= 0) throw unauthorized(TWO_FACTOR_MESSAGES.expired);
      const owner: TwoFactorOwner = { kind: claims.typ === 'seller' ? 'seller' : 'user', id };
      const row = await find(owner);
      // Turned off since the first step: that sign-in starts over.
      if (!row?.enabledAt) throw unauthorized(TWO_FACTOR_MESSAGES.expired);
      await verify(row, code, { recovery: true });
      // The role, the seller's standing and the session version are read now, not taken from the token.
      const session =
        owner.kind === 'seller'
          ? { role: 'ROLE_SELLER' as const, sessionVersion: await deps.sellers().assertMayAct(id) }
          : await deps.users.session(id);
      if (!session) throw unauthorized(TWO_FACTOR_MESSAGES.expired);
      const jwt = signSession(owner, session);
      return { jwt, role: session.role, message: TWO_FACTOR_MESSAGES.signedIn };
    },
  };
}
export type TwoFactorService = ReturnType<typeof createTwoFactorService>;
