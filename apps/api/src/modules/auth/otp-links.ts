/**
 * A seller's e-mail verification links: issued (the first at registration, without the send limits),
 * looked up by their code alone, and consumed once.
 */
import { OTP_MESSAGES } from '@tecnobazar/shared';
import { and, eq, isNull } from 'drizzle-orm';
import { oneTimeCodes } from '../../db/schema/auth.ts';
import { AppError, badRequest } from '../../lib/errors.ts';
import { newLinkCode } from '../../lib/otp-codes.ts';
import { type CodeIssuing, codeHasher, type OtpDeps, type SendCode } from './otp-issuing.ts';

/** Where a verification link points: the address it was sent to and what it verifies (null: nothing). */
export type LinkTarget = { email: string; subjectId: number | null };

export function createVerificationLinks(
  { db, clock, config, secret }: OtpDeps,
  { checkSendLimits, store }: CodeIssuing,
) {
  const hash = codeHasher(secret);

  /** A verification link's row, found by its code alone (the link carries no e-mail). */
  async function findLink(code: string) {
    const [row] = await db
      .select()
      .from(oneTimeCodes)
      .where(
        and(
          eq(oneTimeCodes.codeHash, hash('SELLER_VERIFY', '', code)),
          eq(oneTimeCodes.purpose, 'SELLER_VERIFY'),
        ),
      )
      .limit(1);
    return row;
  }

  return {
    /**
     * The seller's e-mail link code: 15 digits, valid for SELLER_VERIFY_TTL_HOURS. With `resend` it obeys
     * the send limits; the first link, at registration, does not. `subjectId` is what the link verifies (a
     * seller registration), given back when the link is opened.
     */
    async issueLinkCode(
      email: string,
      mail?: SendCode,
      resend?: { ip: string },
      subjectId?: number,
    ): Promise<string> {
      if (resend) await checkSendLimits(email, 'SELLER_VERIFY', resend.ip);
      const code = newLinkCode();
      const ttlMs = config.SELLER_VERIFY_TTL_HOURS * 3_600_000;
      await store(email, 'SELLER_VERIFY', code, ttlMs, resend?.ip, mail, subjectId);
      return code;
    },

    /** The address a link was sent to and what it verifies, whether or not it still works; undefined for a code never sent. */
    async link(code: string): Promise<LinkTarget | undefined> {
      const row = await findLink(code);
      return row && { email: row.email, subjectId: row.subjectId };
    },

    /** The link carries no e-mail: the code alone finds it. Returns the e-mail it was sent to and what it verifies. */
    async consumeLinkCode(code: string): Promise<LinkTarget> {
      const now = clock.now();
      const row = await findLink(code);
      if (!row || row.invalidated || row.expiresAt <= now) throw badRequest(OTP_MESSAGES.badLink);
      if (row.consumedAt) throw new AppError(409, OTP_MESSAGES.linkUsed);
      const used = await db
        .update(oneTimeCodes)
        .set({ consumedAt: now })
        .where(and(eq(oneTimeCodes.id, row.id), isNull(oneTimeCodes.consumedAt)))
        .returning({ id: oneTimeCodes.id });
      if (used.length === 0) throw new AppError(409, OTP_MESSAGES.linkUsed);
      return { email: row.email, subjectId: row.subjectId };
    },
  };
}
