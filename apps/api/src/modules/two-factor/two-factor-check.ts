/**
 * Checking a code against an owner's secret: an app code (each step accepted once) or, where allowed, a
 * recovery code, with the wrong tries limited per window. Enabling, turning off and the sign-in challenge
 * all go through it.
 */
import { and, eq, isNotNull, isNull, lt, lte, or, sql } from 'drizzle-orm';
import { TOTP } from 'otpauth';
import { twoFactorRecoveryCodes, twoFactorSecrets } from '../../db/schema/two-factor.ts';
import { badRequest, tooManyRequests } from '../../lib/errors.ts';
import {
  codesOf,
  findSecret,
  PERIOD_SECONDS,
  recoveryHasher,
  type SecretRow,
  TWO_FACTOR_MESSAGES,
  type TwoFactorDeps,
  totpFor,
} from './two-factor-rules.ts';

const t = twoFactorSecrets;
const r = twoFactorRecoveryCodes;

export function createCodeCheck({ db, clock, config, secret }: TwoFactorDeps) {
  const hashRecovery = recoveryHasher(secret);
  const windowMs = config.OTP_IP_WINDOW_MINUTES * 60_000;

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
    if (!counted)
      throw lockedFor((await findSecret(db, { kind: row.ownerKind, id: row.ownerId })) ?? row, now);
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

  return { verify };
}
export type CodeCheck = ReturnType<typeof createCodeCheck>;
