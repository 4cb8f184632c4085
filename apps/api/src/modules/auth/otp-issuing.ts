/**
 * What every one-time code and link goes through when it is issued: the send limits (the wait between two
 * sends, the hourly count and the ceiling per e-mail), then the code stored, hashed, with its mail.
 */
import { OTP_MESSAGES } from '@tecnobazar/shared';
import { and, count, desc, eq, gt, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { type OtpPurpose, oneTimeCodes } from '../../db/schema/auth.ts';
import type { Clock } from '../../lib/clock.ts';
import { tooManyRequests } from '../../lib/errors.ts';
import { hashCode } from '../../lib/otp-codes.ts';

/**
 * Writes the mail that carries a new code, in the transaction that stores the code; `expiresAt` is when the
 * code stops working, which the mail is marked with (its secret is emptied from the outbox after it).
 */
export type SendCode = (code: string, tx: DbOrTx, expiresAt: Date) => Promise<void>;

export type OtpDeps = { db: Db; clock: Clock; config: Config; secret: string };

/** A code as stored: hashed with the secret, its purpose and (but for a link's) its e-mail. */
export const codeHasher =
  (secret: string) =>
  (purpose: OtpPurpose, email: string, code: string): string =>
    hashCode(secret, purpose, email, code);

/**
 * The purposes that share the wait between two sends and the hourly count. A seller's sign-in code and
 * verification link do: a sign-in attempt by an unverified seller sends a link, so any other rule would
 * tell such a seller apart from the others by when a later request is refused (docs/decisions/0005). A
 * code or link already used does not make anyone wait: a seller who opens the link at once may sign in
 * at once.
 */
const sharingLimits = (purpose: OtpPurpose): OtpPurpose[] =>
  purpose === 'SELLER_LOGIN' || purpose === 'SELLER_VERIFY' ? ['SELLER_LOGIN', 'SELLER_VERIFY'] : [purpose];

/** The codes of `email` for `purpose` asked from `ip` that can still be used. */
export const openCodesOf = (email: string, purpose: OtpPurpose, ip: string) =>
  and(
    eq(oneTimeCodes.email, email),
    eq(oneTimeCodes.purpose, purpose),
    eq(oneTimeCodes.requestIp, ip),
    isNull(oneTimeCodes.consumedAt),
    eq(oneTimeCodes.invalidated, false),
  );

export function createCodeIssuing({ db, clock, config, secret }: OtpDeps) {
  const hash = codeHasher(secret);

  /** Minutes in the refusal, rounded up, never 0. */
  const refuseCodes = (retryMs: number) =>
    tooManyRequests(OTP_MESSAGES.tooManyCodes(Math.max(1, Math.ceil(retryMs / 60_000))), retryMs / 1000);

  async function checkSendLimits(email: string, purpose: OtpPurpose, ip: string) {
    const now = clock.now();
    const fromHere = and(
      eq(oneTimeCodes.email, email),
      inArray(oneTimeCodes.purpose, sharingLimits(purpose)),
      eq(oneTimeCodes.requestIp, ip),
    );
    const [latest] = await db
      .select({ createdAt: oneTimeCodes.createdAt })
      .from(oneTimeCodes)
      .where(and(fromHere, isNull(oneTimeCodes.consumedAt)))
      .orderBy(desc(oneTimeCodes.createdAt))
      .limit(1);
    if (latest) {
      const waitMs = latest.createdAt.getTime() + config.OTP_RESEND_SECONDS * 1000 - now.getTime();
      if (waitMs > 0) throw tooManyRequests(OTP_MESSAGES.wait(Math.ceil(waitMs / 1000)), waitMs / 1000);
    }
    const hourAgo = new Date(now.getTime() - 3_600_000);
    const [sent] = await db
      .select({ n: count(), oldest: sql<string>`min(${oneTimeCodes.createdAt})` })
      .from(oneTimeCodes)
      .where(and(fromHere, gt(oneTimeCodes.createdAt, hourAgo)));
    if (sent && sent.n >= config.OTP_PER_EMAIL_PER_HOUR)
      throw refuseCodes(new Date(sent.oldest).getTime() + 3_600_000 - now.getTime());

    // Every address together: rows with no address are registrations' links, limited per address by the
    // route and never a code anyone can type, so they do not count (else registering a shop's address
    // again and again would hold its owner back).
    if (config.OTP_EMAIL_CEILING === 0) return;
    const windowMs = config.OTP_EMAIL_CEILING_MINUTES * 60_000;
    const [recent] = await db
      .select({ createdAt: oneTimeCodes.createdAt })
      .from(oneTimeCodes)
      .where(
        and(
          eq(oneTimeCodes.email, email),
          isNotNull(oneTimeCodes.requestIp),
          gt(oneTimeCodes.createdAt, new Date(now.getTime() - windowMs)),
        ),
      )
      .orderBy(desc(oneTimeCodes.createdAt))
      .offset(config.OTP_EMAIL_CEILING - 1)
      .limit(1);
    // `recent` is the ceiling-th newest send in the window: a new send is allowed once it leaves it.
    if (recent) throw refuseCodes(recent.createdAt.getTime() + windowMs - now.getTime());
  }

  async function store(
    email: string,
    purpose: OtpPurpose,
    code: string,
    ttlMs: number,
    ip: string | undefined,
    mail: SendCode | undefined,
    subjectId?: number,
  ) {
    const now = clock.now();
    const expiresAt = new Date(now.getTime() + ttlMs);
    await db.transaction(async (tx) => {
      // A new six-digit code kills the previous one asked from the same address: only the newest can be
      // typed there, and a request from elsewhere leaves the owner's code alone. Verification links stay
      // valid until they expire, so a seller who asked for another one may open any mail.
      if (purpose !== 'SELLER_VERIFY' && ip)
        await tx
          .update(oneTimeCodes)
          .set({ invalidated: true })
          .where(openCodesOf(email, purpose, ip));
      await tx.insert(oneTimeCodes).values({
        email,
        purpose,
        // The link code is looked up without an e-mail, so its hash does not include one.
        codeHash: hash(purpose, purpose === 'SELLER_VERIFY' ? '' : email, code),
        expiresAt,
        requestIp: ip,
        subjectId,
        createdAt: now,
      });
      // The mail is written with the code: both exist, or neither.
      await mail?.(code, tx, expiresAt);
    });
  }

  return { checkSendLimits, store };
}
export type CodeIssuing = ReturnType<typeof createCodeIssuing>;
