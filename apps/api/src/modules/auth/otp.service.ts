import { and, count, desc, eq, gt, inArray, isNull, lt, sql } from 'drizzle-orm';
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

export const OTP_MESSAGES = {
  invalid: 'El código no es válido o ha expirado. Solicita uno nuevo.',
  wrong: 'El código es incorrecto.',
  tooManyTries: 'Demasiados intentos fallidos. Solicita un nuevo código.',
  tooManyCodes: (minutes: number) =>
    `Has solicitado demasiados códigos. Inténtalo de nuevo en ${minutes === 1 ? '1 minuto' : `${minutes} minutos`}.`,
  wait: (s: number) => `Espera ${s} segundos antes de solicitar un nuevo código.`,
  badLink: 'Este enlace de verificación venció o no es válido.',
  linkUsed: 'Este enlace ya se usó: tu correo electrónico ya está verificado. Inicia sesión como vendedor.',
};

/** Where a verification link points: the address it was sent to and what it verifies (null: nothing). */
export type LinkTarget = { email: string; subjectId: number | null };

type OtpDeps = { db: Db; clock: Clock; config: Config; secret: string };

/**
 * The purposes that share the wait between two sends. A seller's sign-in code and verification link do:
 * a sign-in attempt by an unverified seller sends a link, so any other rule would tell such a seller
 * apart from the others by when a second request is refused (docs/decisions/0005). A code or link
 * already used does not make anyone wait: a seller who opens the link at once may sign in at once.
 */
const sharingWait = (purpose: OtpPurpose): OtpPurpose[] =>
  purpose === 'SELLER_LOGIN' || purpose === 'SELLER_VERIFY' ? ['SELLER_LOGIN', 'SELLER_VERIFY'] : [purpose];

/**
 * One-time codes for every sign-in flow: issue (with resend and hourly limits, replacing the previous
 * code) and consume (expiry, single use, limited wrong tries).
 */
export function createOtpService({ db, clock, config, secret }: OtpDeps) {
  const hash = (purpose: OtpPurpose, email: string, code: string) => hashCode(secret, purpose, email, code);

  async function checkSendLimits(email: string, purpose: OtpPurpose) {
    const now = clock.now();
    const [latest] = await db
      .select({ createdAt: oneTimeCodes.createdAt })
      .from(oneTimeCodes)
      .where(
        and(
          eq(oneTimeCodes.email, email),
          inArray(oneTimeCodes.purpose, sharingWait(purpose)),
          isNull(oneTimeCodes.consumedAt),
        ),
      )
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
      .where(and(eq(oneTimeCodes.email, email), gt(oneTimeCodes.createdAt, hourAgo)));
    if (sent && sent.n >= config.OTP_PER_EMAIL_PER_HOUR) {
      const retry = (new Date(sent.oldest).getTime() + 3_600_000 - now.getTime()) / 1000;
      throw tooManyRequests(OTP_MESSAGES.tooManyCodes(Math.max(1, Math.ceil(retry / 60))), retry);
    }
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
      // A new six-digit code kills the previous one: only the newest can be typed. Verification links
      // stay valid until they expire, so a seller who asked for another one may open any mail.
      if (purpose !== 'SELLER_VERIFY')
        await tx
          .update(oneTimeCodes)
          .set({ invalidated: true })
          .where(
            and(
              eq(oneTimeCodes.email, email),
              eq(oneTimeCodes.purpose, purpose),
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
    /** Its answers, for the modules that check a link themselves (they import this service as a type only). */
    messages: OTP_MESSAGES,

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
     * transaction); throws 429 when asked again too soon or too often.
     */
    async issue(
      email: string,
      purpose: Exclude<OtpPurpose, 'SELLER_VERIFY'>,
      ip?: string,
      mail?: SendCode,
    ): Promise<string> {
      await checkSendLimits(email, purpose);
      const code = newOtp();
      await store(email, purpose, code, config.OTP_TTL_MINUTES * 60_000, ip, mail);
      return code;
    },

    /** Consumes the code or throws: wrong, expired, used, replaced, or past the wrong-try limit. */
    async consume(email: string, purpose: Exclude<OtpPurpose, 'SELLER_VERIFY'>, code: string): Promise<void> {
      const now = clock.now();
      const [current] = await db
        .select()
        .from(oneTimeCodes)
        .where(
          and(
            eq(oneTimeCodes.email, email),
            eq(oneTimeCodes.purpose, purpose),
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
      if (resend) await checkSendLimits(email, 'SELLER_VERIFY');
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
