import { OTP_MESSAGES } from '@tecnobazar/shared';
import { and, count, desc, eq, gt, inArray, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { type OtpPurpose, oneTimeCodes } from '../../db/schema/auth.ts';
import type { Clock } from '../../lib/clock.ts';
import { AppError, badRequest, tooManyRequests } from '../../lib/errors.ts';
import type { MailMessage } from '../../lib/mailer/mailer.ts';
import { hashCode, newLinkCode, newOtp } from '../../lib/otp-codes.ts';

/**
 * Writes the mail that carries a new code, in the transaction that stores the code; `expiresAt` is when the
 * code stops working, which the mail is marked with (its secret is emptied from the outbox after it).
 */
export type SendCode = (code: string, tx: DbOrTx, expiresAt: Date) => Promise<void>;

/** Where a verification link points: the address it was sent to and what it verifies (null: nothing). */
export type LinkTarget = { email: string; subjectId: number | null };

type OtpDeps = { db: Db; clock: Clock; config: Config; secret: string };

/**
 * The purposes that share the wait between two sends and the hourly count. A seller's sign-in code and
 * verification link do: a sign-in attempt by an unverified seller sends a link, so any other rule would
 * tell such a seller apart from the others by when a later request is refused (docs/decisions/0005). A
 * code or link already used does not make anyone wait: a seller who opens the link at once may sign in
 * at once.
 */
const sharingLimits = (purpose: OtpPurpose): OtpPurpose[] =>
  purpose === 'SELLER_LOGIN' || purpose === 'SELLER_VERIFY' ? ['SELLER_LOGIN', 'SELLER_VERIFY'] : [purpose];

/**
 * One-time codes for every sign-in flow: issue (with resend and hourly limits, replacing the previous
 * code) and consume (expiry, single use, limited wrong tries).
 *
 * A code belongs to the address that asked for it (docs/decisions/0020): the wait, the hourly count and
 * the replacement of the previous code are per (requester address, purpose, e-mail), and a code can only
 * be typed from the address that asked for it. So nobody elsewhere can use up the owner's codes, kill
 * the owner's code with wrong tries or replace it; only a ceiling per e-mail over every address bounds
 * how much mail and how many guesses many addresses together get, and it lasts minutes, not an hour.
 */
export function createOtpService({ db, clock, config, secret }: OtpDeps) {
  const hash = (purpose: OtpPurpose, email: string, code: string) => hashCode(secret, purpose, email, code);

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
          .where(
            and(
              eq(oneTimeCodes.email, email),
              eq(oneTimeCodes.purpose, purpose),
              eq(oneTimeCodes.requestIp, ip),
              isNull(oneTimeCodes.consumedAt),
              eq(oneTimeCodes.invalidated, false),
            ),
          );
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
        .where(
          and(
            eq(oneTimeCodes.email, email),
            eq(oneTimeCodes.purpose, purpose),
            eq(oneTimeCodes.requestIp, ip),
            isNull(oneTimeCodes.consumedAt),
            eq(oneTimeCodes.invalidated, false),
          ),
        )
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
export type OtpService = ReturnType<typeof createOtpService>;
