/**
 * The account's own second factor, what the enrolment routes (two-factor-enrolment.ts) answer: whether it
 * is on, a new secret, enabling it (with the recovery codes) and turning it off.
 */
import { randomInt } from 'node:crypto';
import {
  type MessageResponse,
  RECOVERY_CODE_COUNT,
  type Role,
  type TwoFactorEnableResponse,
  type TwoFactorSetupResponse,
  type TwoFactorStatus,
} from '@tecnobazar/shared';
import { and, count, isNull } from 'drizzle-orm';
import { Secret } from 'otpauth';
import QRCode from 'qrcode';
import type { DbOrTx } from '../../db/client.ts';
import { twoFactorRecoveryCodes, twoFactorSecrets } from '../../db/schema/two-factor.ts';
import { conflict } from '../../lib/errors.ts';
import type { CodeCheck } from './two-factor-check.ts';
import {
  codesOf,
  findSecret,
  ownedBy,
  recoveryHasher,
  signSession,
  TWO_FACTOR_MESSAGES,
  type TwoFactorDeps,
  type TwoFactorOwner,
  totpFor,
} from './two-factor-rules.ts';

const t = twoFactorSecrets;
const r = twoFactorRecoveryCodes;
// Lower-case letters and digits without the look-alikes (0/o, 1/l/i), for codes copied from paper.
const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

function newRecoveryCode(): string {
  const pick = () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)];
  const part = () => Array.from({ length: 5 }, pick).join('');
  return `${part()}-${part()}`;
}

export function createTwoFactorSettings(deps: TwoFactorDeps, { verify }: CodeCheck) {
  const { db, clock, config } = deps;
  const hashRecovery = recoveryHasher(deps.secret);
  const find = (owner: TwoFactorOwner) => findSecret(db, owner);

  // Read from the account's own service on every use: the role may have changed since sign-in.
  const emailOf = async (owner: TwoFactorOwner) =>
    (owner.kind === 'user' ? await deps.users.profile(owner.id) : await deps.sellers().profile(owner.id))
      .email;
  const roleOf = async (owner: TwoFactorOwner): Promise<Role> =>
    owner.kind === 'seller' ? 'ROLE_SELLER' : (await deps.users.profile(owner.id)).role;

  async function endSessions(owner: TwoFactorOwner, tx: DbOrTx) {
    if (owner.kind === 'user') return deps.users.endSessions(owner.id, tx);
    return { role: 'ROLE_SELLER' as const, sessionVersion: await deps.sellers().endSessions(owner.id, tx) };
  }

  return {
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
        return signSession(deps.jwt, owner, await endSessions(owner, tx));
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
  };
}
