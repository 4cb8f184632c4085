/**
 * The six-digit sign-in codes of shoppers, administrators and sellers: issued with their mail, and
 * consumed only from the address that asked for them, with limited wrong tries.
 */
import { OTP_MESSAGES } from '@tecnobazar/shared';
import { and, desc, eq, isNull, lt, sql } from 'drizzle-orm';
import { type OtpPurpose, oneTimeCodes } from '../../db/schema/auth.ts';
import { badRequest, tooManyRequests } from '../../lib/errors.ts';
import type { MailMessage } from '../../lib/mailer/mailer.ts';
import { newOtp } from '../../lib/otp-codes.ts';
import { type CodeIssuing, codeHasher, type OtpDeps, openCodesOf, type SendCode } from './otp-issuing.ts';

export function createSignInCodes(
  { db, clock, config, secret }: OtpDeps,
  { checkSendLimits, store }: CodeIssuing,
) {
  const hash = codeHasher(secret);

  return {
    /** The mail that carries a sign-in code, the same for shoppers and sellers. */
    codeMail(to: string, code: string, expiresAt: Date): MailMessage {
      const minutes = config.OTP_TTL_MINUTES;
      return {
        to,
        subject: `Tu código de acceso a TecnoBazar: ${code}`,
        text: `Tu código de acceso es ${code}. Vence en ${minutes} minutos. Si no lo pediste, ignora este correo.`,
        secretUntil: expiresAt,
      };
    },

    /**
     * A six-digit code for `email`, and its mail (`mail` writes it to the outbox in the code's
     * transaction); throws 429 when asked again too soon or too often. `ip` is the requester's address:
     * only a try from there can use the code.
     */
    async issue(
      email: string,
      purpose: Exclude<OtpPurpose, 'SELLER_VERIFY'>,
      ip: string,
      mail?: SendCode,
    ): Promise<string> {
      await checkSendLimits(email, purpose, ip);
      const code = newOtp();
      await store(email, purpose, code, config.OTP_TTL_MINUTES * 60_000, ip, mail);
      return code;
    },

    /**
     * Consumes the newest code asked from `ip` or throws: wrong, expired, used, replaced, or past the
     * wrong-try limit. Codes asked from other addresses are never looked at, so tries from here cannot
     * use up or guess them.
     */
    async consume(
      email: string,
      purpose: Exclude<OtpPurpose, 'SELLER_VERIFY'>,
      code: string,
      ip: string,
    ): Promise<void> {
      const now = clock.now();
      const [current] = await db
        .select()
        .from(oneTimeCodes)
        .where(openCodesOf(email, purpose, ip))
        .orderBy(desc(oneTimeCodes.createdAt))
        .limit(1);
      if (!current || current.expiresAt <= now) throw badRequest(OTP_MESSAGES.invalid);

      // Every try is counted before the code is compared, in one statement: however many guesses arrive
      // in parallel, at most OTP_MAX_ATTEMPTS of them are ever compared. The right code uses a try too.
      const [tried] = await db
        .update(oneTimeCodes)
        .set({ failedAttempts: sql`${oneTimeCodes.failedAttempts} + 1` })
        .where(and(eq(oneTimeCodes.id, current.id), lt(oneTimeCodes.failedAttempts, config.OTP_MAX_ATTEMPTS)))
        .returning({ tries: oneTimeCodes.failedAttempts });
      if (!tried) throw tooManyRequests(OTP_MESSAGES.tooManyTries, 1);
      if (current.codeHash !== hash(purpose, email, code)) {
        if (tried.tries >= config.OTP_MAX_ATTEMPTS) throw tooManyRequests(OTP_MESSAGES.tooManyTries, 1);
        throw badRequest(OTP_MESSAGES.wrong);
      }
      const used = await db
        .update(oneTimeCodes)
        .set({ consumedAt: now })
        .where(and(eq(oneTimeCodes.id, current.id), isNull(oneTimeCodes.consumedAt)))
        .returning({ id: oneTimeCodes.id });
      if (used.length === 0) throw badRequest(OTP_MESSAGES.invalid);
    },
  };
}
