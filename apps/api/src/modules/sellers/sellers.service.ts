import {
  type BankDetails,
  hasCompleteBankDetails,
  OTP_MESSAGES,
  type PayeeBankDetails,
  type RegisterSellerBody,
  SELLER_FORM_MESSAGES,
  type SellerProfile,
  type SellerStatus,
  SIGN_OUT_EVERYWHERE,
  type SignedOutEverywhereResponse,
  type SignInResponse,
  type UpdateSellerBody,
} from '@tecnobazar/shared';
import { maskAccountNumber } from '@tecnobazar/shared/bank-account';
import { and, asc, count, desc, eq, inArray, lt, ne, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { hasPgCode, PG } from '../../db/pg-errors.ts';
import { sellerRegistrations, sellers } from '../../db/schema/sellers.ts';
import type { ChangeFeed } from '../../lib/change-feed.ts';
import type { Clock } from '../../lib/clock.ts';
import { AppError, badRequest, conflict, forbidden, notFound } from '../../lib/errors.ts';
import type { Jwt } from '../../lib/jwt.ts';
import type { Mailer } from '../../lib/mailer/mailer.ts';
import type { AuditService } from '../audit/audit.service.ts';
import type { OtpService } from '../auth/otp.service.ts';
import type { TwoFactorService } from '../two-factor/two-factor.service.ts';
import { businessNameKey } from './business-name.ts';
import { createPublishRule } from './publish-rule.ts';
import { statusMail, verificationMail } from './seller-mails.ts';

type SellerRow = typeof sellers.$inferSelect;
type RegistrationRow = typeof sellerRegistrations.$inferSelect;

/**
 * How long a registration whose links all expired is kept, so its stale link's page can still ask for a new
 * one; then it is deleted (the `seller-registrations-purge` job).
 */
export const REGISTRATION_GRACE_MS = 7 * 24 * 3_600_000;
export const SELLER_REGISTRATIONS_PURGE_JOB = 'seller-registrations-purge';
const bankColumns = {
  bankAccountHolderName: sellers.bankAccountHolderName,
  bankAccountNumber: sellers.bankAccountNumber,
  bankIfscCode: sellers.bankIfscCode,
};

export const SELLER_MESSAGES = {
  registered: 'Te enviamos un enlace para verificar tu correo electrónico.',
  unknown: 'No existe una cuenta de vendedor con este correo electrónico.',
  notVerified:
    'Debes verificar tu correo electrónico antes de iniciar sesión. Abre el enlace que te enviamos.',
  verified: 'Su correo electrónico se verificó correctamente',
  /** True for every address (docs/decisions/0005): a code goes only to a seller who may sign in. */
  otpSent: 'Revisa tu correo: te enviamos un código o, si aún no verificaste tu cuenta, un enlace.',
  /** The same for every address; only an unverified shop gets the link. */
  linkResent: 'Revisa tu correo: te escribimos cómo verificar tu tienda o iniciar sesión.',
  newLinkSent: 'Te enviamos un enlace nuevo a tu correo electrónico.',
  unknownLink:
    'No reconocemos este enlace. Regístrate como vendedor de nuevo y abre el enlace que te enviaremos.',
  nameTakenSinceRegistered:
    'Otra tienda tomó ese nombre de empresa desde que te registraste. Regístrate de nuevo con otro nombre.',
  alreadyVerified: 'Tu correo electrónico ya está verificado. Inicia sesión como vendedor.',
  signedIn: 'Inicio de sesión exitoso',
  emailLocked: 'El correo electrónico de la cuenta no se puede cambiar.',
  notFound: 'Vendedor no encontrado',
};

/** Why a seller in each status may not sign in or act; ACTIVE and PENDING_VERIFICATION may. */
const BLOCKED: Partial<Record<SellerStatus, string>> = {
  SUSPENDED: 'Tu cuenta de vendedor está suspendida. Escríbenos para más información.',
  DEACTIVATED: 'Tu cuenta de vendedor está desactivada.',
  BANNED: 'Tu cuenta de vendedor fue bloqueada por incumplir las políticas de TecnoBazar.',
  CLOSED: 'Tu cuenta de vendedor está cerrada.',
};

const bankDetailsOf = (
  s: Pick<SellerRow, 'bankAccountHolderName' | 'bankAccountNumber' | 'bankIfscCode'>,
) => ({
  accountHolderName: s.bankAccountHolderName,
  accountNumber: s.bankAccountNumber,
  ifscCode: s.bankIfscCode,
});

export function toSellerProfile(s: SellerRow): SellerProfile {
  return {
    id: s.id,
    sellerName: s.sellerName,
    email: s.email,
    mobile: s.mobile,
    gstin: s.gstin,
    accountStatus: s.accountStatus,
    emailVerified: s.emailVerified,
    businessDetails: {
      businessName: s.businessName,
      businessEmail: s.businessEmail,
      businessMobile: s.businessMobile,
      businessAddress: s.businessAddress,
    },
    pickupAddress: {
      address: s.pickupAddress,
      city: s.pickupCity,
      state: s.pickupState,
      mobile: s.pickupMobile,
    },
    bankDetails: bankDetailsOf(s),
    createdAt: s.createdAt.toISOString(),
  };
}

/**
 * A profile as administrators see it: the bank account number masked, so reading the whole number is the
 * one audited call (payouts' 'Ver cuenta completa'), not any list of sellers.
 */
const toAdminSellerProfile = (s: SellerRow): SellerProfile => {
  const profile = toSellerProfile(s);
  return {
    ...profile,
    bankDetails: { ...profile.bankDetails, accountNumber: maskAccountNumber(s.bankAccountNumber) },
  };
};

/**
 * Maps the API's nested sections onto the flat columns; absent sections stay untouched, and so do the
 * business contact fields left out (the spec's client sends the business name alone). An empty one clears.
 */
function sectionColumns(body: Partial<RegisterSellerBody>) {
  const { businessDetails: b, pickupAddress: p, bankDetails: k } = body;
  return {
    ...(body.sellerName !== undefined && { sellerName: body.sellerName }),
    ...(body.mobile !== undefined && { mobile: body.mobile }),
    ...(body.gstin !== undefined && { gstin: body.gstin }),
    ...(b && {
      businessName: b.businessName,
      ...(b.businessEmail !== undefined && { businessEmail: b.businessEmail || null }),
      ...(b.businessMobile !== undefined && { businessMobile: b.businessMobile || null }),
      ...(b.businessAddress !== undefined && { businessAddress: b.businessAddress || null }),
    }),
    ...(p && { pickupAddress: p.address, pickupCity: p.city, pickupState: p.state, pickupMobile: p.mobile }),
    ...(k && {
      bankAccountHolderName: k.accountHolderName,
      bankAccountNumber: k.accountNumber,
      bankIfscCode: k.ifscCode,
    }),
  };
}

export function createSellersService(deps: {
  db: Db;
  otp: OtpService;
  mailer: Mailer;
  jwt: Jwt;
  /** Asked after the e-mail code: a seller with a second factor gets a challenge, not a session. */
  twoFactor: TwoFactorService;
  publicUrl: string;
  /** Most mails one address gets an hour from repeated registrations of an existing shop. */
  mailsPerHour: number;
  audit: AuditService;
  /** Told when a seller's status changes: it shows or hides their products, which listings count. */
  changes: ChangeFeed;
  /** How long a verification link works, said in its mail. */
  linkTtlHours: number;
  clock: Clock;
}) {
  const { db, otp, mailer, jwt, clock } = deps;
  const byEmail = async (email: string) =>
    (await db.select().from(sellers).where(eq(sellers.email, email)))[0];
  const byId = async (id: number) => (await db.select().from(sellers).where(eq(sellers.id, id)))[0];

  /** Ends every session of the seller: tokens signed before carry an older version. Answers the new one. */
  async function endSessions(sellerId: number, tx: DbOrTx = db): Promise<number> {
    const [row] = await tx
      .update(sellers)
      .set({ sessionVersion: sql`${sellers.sessionVersion} + 1` })
      .where(eq(sellers.id, sellerId))
      .returning({ sessionVersion: sellers.sessionVersion });
    if (!row) throw notFound(SELLER_MESSAGES.notFound);
    return row.sessionVersion;
  }

  function assertMaySignIn(seller: Pick<SellerRow, 'emailVerified' | 'accountStatus'>) {
    if (!seller.emailVerified) throw forbidden(SELLER_MESSAGES.notVerified);
    const blocked = BLOCKED[seller.accountStatus];
    if (blocked) throw forbidden(blocked);
  }

  /**
   * A new link for one registration, which opening it verifies (or, with none, for a shop that was left
   * unverified before registrations were kept apart); `resend` (with the caller's address) obeys the send
   * limits. The registration lives as long as its newest link.
   */
  async function sendVerificationLink(
    email: string,
    registration: Pick<RegistrationRow, 'id' | 'details'> | { id?: undefined; details: SellerRow },
    resend?: { ip: string },
  ) {
    const { sellerName } = registration.details;
    const businessName =
      'businessDetails' in registration.details
        ? registration.details.businessDetails.businessName
        : registration.details.businessName;
    await otp.issueLinkCode(
      email,
      async (code, tx, expiresAt) => {
        if (registration.id !== undefined)
          await tx
            .update(sellerRegistrations)
            .set({ expiresAt })
            .where(eq(sellerRegistrations.id, registration.id));
        await mailer.send(
          verificationMail(
            { email, sellerName, businessName },
            `${deps.publicUrl}/verify-seller/${code}`,
            deps.linkTtlHours,
            expiresAt,
          ),
          tx,
        );
      },
      resend,
      registration.id,
    );
  }

  /** The registrations waiting for the address to be verified, newest first. */
  const registrationsOf = (email: string) =>
    db
      .select()
      .from(sellerRegistrations)
      .where(eq(sellerRegistrations.email, email))
      .orderBy(desc(sellerRegistrations.id));

  /** Refuses a business name another shop has (`exceptId`: the shop renaming itself). */
  async function assertNameFree(name: string, exceptId?: number) {
    const [taken] = await db
      .select({ id: sellers.id })
      .from(sellers)
      .where(
        and(
          eq(sellers.businessNameKey, businessNameKey(name)),
          exceptId === undefined ? undefined : ne(sellers.id, exceptId),
        ),
      )
      .limit(1);
    if (taken) throw conflict(SELLER_FORM_MESSAGES.businessNameTaken);
  }

  /**
   * Tells the owner of the address, and only them, why what they asked for (`asked`) did not come
   * (docs/decisions/0005).
   */
  async function explainByMail(email: string, seller: SellerRow | undefined, asked: 'code' | 'link') {
    const signIn = `Inicia sesión como vendedor en ${deps.publicUrl}/become-seller.`;
    const register = `${deps.publicUrl}/become-seller`;
    // A registration not yet verified gets no new link here: the address alone does not say whose
    // registration it would verify (someone else may have registered this address), only a link does.
    const pending = !seller && (await registrationsOf(email)).length > 0;
    const why = pending
      ? `Este correo tiene un registro de tienda sin verificar. Para crear tu tienda abre el enlace del correo «Verifica tu correo electrónico de vendedor en TecnoBazar» que te enviamos al registrarte (solo ese enlace crea la tienda con los datos que escribiste); si venció, ábrelo igual y pide uno nuevo desde esa página, o regístrate de nuevo en ${register}.`
      : !seller
        ? `No hay una cuenta de vendedor con este correo. Puedes registrarte en ${register}.`
        : (BLOCKED[seller.accountStatus] ?? `Tu correo electrónico ya está verificado. ${signIn}`);
    await mailer.send({
      to: email,
      subject:
        asked === 'code'
          ? 'Intento de inicio de sesión de vendedor en TecnoBazar'
          : 'Pedido de un enlace de verificación de vendedor en TecnoBazar',
      text: `Alguien pidió ${asked === 'code' ? 'un código para iniciar sesión como vendedor' : 'un enlace para verificar una tienda'} con este correo, pero no se envió ninguno. ${why} Si no fuiste tú, ignora este correo.`,
    });
  }

  return {
    /**
     * The same answer whether or not the e-mail already has a shop, so registration does not tell who
     * sells here; the owner of an existing shop gets a mail instead of a second account.
     */
    async register(body: RegisterSellerBody) {
      const registered = { message: SELLER_MESSAGES.registered };
      // Before the address is looked at, so a taken name gets the same answer whoever registers it. Shop
      // names are public: this tells nothing about who sells here.
      await assertNameFree(body.businessDetails.businessName);
      const existing = await byEmail(body.email);
      if (existing) {
        // A link that is never sent, so the address has a link sent now whether or not it had a shop,
        // and the limits on the next requests (sign-in, resend) do not tell which.
        await otp.issueLinkCode(existing.email);
        await mailer.sendAtMost(
          {
            to: existing.email,
            subject: 'Ya tienes una cuenta de vendedor en TecnoBazar',
            text: `Alguien intentó registrar una tienda con este correo, que ya tiene una. Inicia sesión en ${deps.publicUrl}/become-seller${existing.emailVerified ? '' : ': como aún no verificaste tu correo, te enviaremos un enlace nuevo para hacerlo'}. Si no fuiste tú, ignora este correo.`,
          },
          deps.mailsPerHour,
        );
        return registered;
      }
      // Registrations of an address nobody verified could flood its mailbox: at most as many mails an hour
      // as the notice above, and the answer is the same either way.
      if ((await mailer.sentLastHour(body.email)) >= deps.mailsPerHour) return registered;
      // Nothing becomes a shop until a link mailed for this registration is opened (issue 29 item 6): a
      // stranger who registers someone else's address never gets the shop, and the owner's own
      // registration is not replaced by theirs.
      const { email, ...details } = body;
      const [registration] = await db
        .insert(sellerRegistrations)
        .values({
          email,
          details,
          expiresAt: new Date(clock.now().getTime() + deps.linkTtlHours * 3_600_000),
        })
        .returning();
      await sendVerificationLink(email, registration!);
      return registered;
    },

    /**
     * Makes the shop of the registration the link was sent for, and drops the address's other
     * registrations: the links mailed for them stop working.
     */
    async verifyEmail(code: string) {
      const { email, subjectId } = await otp.consumeLinkCode(code);
      const outcome = await db.transaction(async (tx) => {
        if (subjectId === null) {
          // A link of a shop left unverified before registrations were kept apart.
          const [legacy] = await tx
            .update(sellers)
            .set({ emailVerified: true })
            .where(and(eq(sellers.email, email), eq(sellers.emailVerified, false)))
            .returning({ id: sellers.id });
          return legacy ? 'verified' : 'gone';
        }
        const [registration] = await tx
          .select()
          .from(sellerRegistrations)
          .where(and(eq(sellerRegistrations.id, subjectId), eq(sellerRegistrations.email, email)))
          .for('update');
        if (!registration) return 'gone';
        const { details } = registration;
        const [seller] = await tx
          .insert(sellers)
          .values({
            email,
            sellerName: details.sellerName,
            mobile: details.mobile,
            gstin: details.gstin,
            businessName: details.businessDetails.businessName,
            ...sectionColumns(details),
            businessNameKey: businessNameKey(details.businessDetails.businessName),
            emailVerified: true,
          })
          .onConflictDoNothing()
          .returning({ id: sellers.id });
        if (!seller) return 'conflict';
        await tx.delete(sellerRegistrations).where(eq(sellerRegistrations.email, email));
        return 'verified';
      });
      if (outcome === 'verified') return { message: SELLER_MESSAGES.verified };
      // The address has its shop (another of its links was opened first), or the name was taken meanwhile.
      if (await byEmail(email)) throw conflict(SELLER_MESSAGES.alreadyVerified);
      if (outcome === 'conflict') throw conflict(SELLER_MESSAGES.nameTakenSinceRegistered);
      throw badRequest(OTP_MESSAGES.badLink);
    },

    /**
     * The same answer and limits for every address: a seller who may sign in gets the code, anyone else a
     * mail saying why no code came (a registration not verified yet: which link to open).
     */
    async sendLoginOtp(email: string, ip: string) {
      const seller = await byEmail(email);
      if (seller && !seller.emailVerified) {
        await sendVerificationLink(email, { details: seller }, { ip });
        return { message: SELLER_MESSAGES.otpSent };
      }
      const maySignIn = seller && !BLOCKED[seller.accountStatus];
      await otp.issue(
        email,
        'SELLER_LOGIN',
        ip,
        maySignIn ? (code, tx, until) => mailer.send(otp.codeMail(email, code, until), tx) : undefined,
      );
      if (!maySignIn) await explainByMail(email, seller, 'code');
      return { message: SELLER_MESSAGES.otpSent };
    },

    /**
     * The same answer and limits for every address. Only a shop left unverified before registrations were
     * kept apart gets a link; a registration's link is asked for through its stale link, or by registering
     * again (the registration panel does), as the address alone does not say whose registration it is.
     */
    async resendVerificationLink(email: string, ip: string) {
      const seller = await byEmail(email);
      if (seller && !seller.emailVerified) await sendVerificationLink(email, { details: seller }, { ip });
      else {
        // Never sent: it stands for the link in the limits, as at registration.
        await otp.issueLinkCode(email, undefined, { ip });
        await explainByMail(email, seller, 'link');
      }
      return { message: SELLER_MESSAGES.linkResent };
    },

    /**
     * A stale link's page: only the holder of a link sent to the address can ask through it, and the new
     * link verifies the same registration.
     */
    async renewVerificationLink(code: string, ip: string) {
      const target = await otp.link(code);
      if (!target) throw badRequest(SELLER_MESSAGES.unknownLink);
      const seller = await byEmail(target.email);
      if (seller?.emailVerified) throw conflict(SELLER_MESSAGES.alreadyVerified);
      if (seller) {
        await sendVerificationLink(target.email, { details: seller }, { ip });
        return { message: SELLER_MESSAGES.newLinkSent };
      }
      const [registration] =
        target.subjectId === null
          ? []
          : await db.select().from(sellerRegistrations).where(eq(sellerRegistrations.id, target.subjectId));
      if (!registration) throw badRequest(SELLER_MESSAGES.unknownLink);
      await sendVerificationLink(target.email, registration, { ip });
      return { message: SELLER_MESSAGES.newLinkSent };
    },

    /** Deletes the registrations whose links all expired more than REGISTRATION_GRACE_MS ago. */
    async purgeRegistrations(): Promise<number> {
      const gone = await db
        .delete(sellerRegistrations)
        .where(lt(sellerRegistrations.expiresAt, new Date(clock.now().getTime() - REGISTRATION_GRACE_MS)))
        .returning({ id: sellerRegistrations.id });
      return gone.length;
    },

    async verifyLogin(email: string, code: string, ip: string): Promise<SignInResponse> {
      await otp.consume(email, 'SELLER_LOGIN', code, ip);
      const seller = await byEmail(email);
      if (!seller) throw notFound(SELLER_MESSAGES.unknown);
      assertMaySignIn(seller);
      const challenge = await deps.twoFactor.challenge({ kind: 'seller', id: seller.id }, 'ROLE_SELLER');
      if (challenge) return challenge;
      const token = jwt.sign({
        sub: String(seller.id),
        role: 'ROLE_SELLER',
        typ: 'seller',
        sv: seller.sessionVersion,
      });
      return { jwt: token, role: 'ROLE_SELLER', message: SELLER_MESSAGES.signedIn };
    },

    async profile(sellerId: number) {
      const seller = await byId(sellerId);
      if (!seller) throw notFound(SELLER_MESSAGES.notFound);
      return toSellerProfile(seller);
    },

    /** Only the seller's own sections; status and verification are the admin's and the link's. */
    async update(sellerId: number, body: UpdateSellerBody) {
      const current = await byId(sellerId);
      if (!current) throw notFound(SELLER_MESSAGES.notFound);
      if (body.email !== undefined && body.email !== current.email)
        throw badRequest(SELLER_MESSAGES.emailLocked);
      // Only a new name takes a key: one that differs in case or accents is still the shop's own, and a
      // shop that shared its name before the rule keeps it until it renames.
      const name = body.businessDetails?.businessName;
      const renamed = name !== undefined && businessNameKey(name) !== businessNameKey(current.businessName);
      if (renamed) await assertNameFree(name, sellerId);
      const [updated] = await db
        .update(sellers)
        .set({ ...sectionColumns(body), ...(renamed && { businessNameKey: businessNameKey(name) }) })
        .where(eq(sellers.id, sellerId))
        .returning()
        .catch((err) => {
          // Another shop took the name between the check and the write.
          throw hasPgCode(err, PG.uniqueViolation) ? conflict(SELLER_FORM_MESSAGES.businessNameTaken) : err;
        });
      return toSellerProfile(updated!);
    },

    /** Admin: sellers, optionally of one status. */
    async list(status?: SellerStatus) {
      const rows = await db
        .select()
        .from(sellers)
        .where(status ? eq(sellers.accountStatus, status) : undefined)
        .orderBy(asc(sellers.id));
      return rows.map(toAdminSellerProfile);
    },

    /** Shops that verified their e-mail and wait for an administrator to activate them. */
    async awaitingApproval(): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(sellers)
        .where(and(eq(sellers.accountStatus, 'PENDING_VERIFICATION'), eq(sellers.emailVerified, true)));
      return row!.n;
    },

    /**
     * Admin: any status from any other (product.md#admin-area), recorded in the audit log in the same
     * transaction. The guards read the status on every call, so a suspended seller's next request is refused,
     * and the storefront shows ACTIVE shops' products only, so theirs leave listing and search at once.
     */
    async setStatus(sellerId: number, status: SellerStatus, adminId: number) {
      const profile = await db.transaction(async (tx) => {
        const [before] = await tx
          .select({ accountStatus: sellers.accountStatus })
          .from(sellers)
          .where(eq(sellers.id, sellerId))
          .for('update');
        if (!before) throw notFound(SELLER_MESSAGES.notFound);
        const [updated] = await tx
          .update(sellers)
          .set({ accountStatus: status })
          .where(eq(sellers.id, sellerId))
          .returning();
        await deps.audit.record(tx, {
          adminId,
          action: 'seller.status',
          entity: 'seller',
          entityId: sellerId,
          before,
          after: { accountStatus: status },
        });
        // The owner learns what the change means for the shop, with the change or not at all.
        if (before.accountStatus !== status)
          await mailer.send(statusMail(updated!, before.accountStatus, status, deps.publicUrl), tx);
        return toAdminSellerProfile(updated!);
      });
      deps.changes.publish('sellers');
      return profile;
    },

    /**
     * What anyone may see of a shop (PublicSeller): its id and business name, never contact or bank
     * details. Only ACTIVE shops, as the storefront shows only their products.
     */
    async publicSeller(sellerId: number) {
      const [row] = await db
        .select({ id: sellers.id, businessName: sellers.businessName })
        .from(sellers)
        .where(and(eq(sellers.id, sellerId), eq(sellers.accountStatus, 'ACTIVE')));
      if (!row) throw notFound(SELLER_MESSAGES.notFound);
      return { id: row.id, businessDetails: { businessName: row.businessName } };
    },

    /** Shop names by seller id, for records that show who sold (orders). */
    async businessNames(sellerIds: number[], tx: DbOrTx = db): Promise<Map<number, string>> {
      const rows = await tx
        .select({ id: sellers.id, businessName: sellers.businessName })
        .from(sellers)
        .where(inArray(sellers.id, sellerIds));
      return new Map(rows.map((s) => [s.id, s.businessName]));
    },

    /** The seller's whole bank account, to pay them (payouts); undefined for an unknown seller. */
    async bankDetails(sellerId: number, tx: DbOrTx = db): Promise<BankDetails | undefined> {
      const [row] = await tx.select(bankColumns).from(sellers).where(eq(sellers.id, sellerId));
      return row && bankDetailsOf(row);
    },

    /** The sellers' bank details for the administrators' payout list: number masked, and whether complete. */
    async payeeBankDetails(sellerIds: number[]): Promise<Map<number, PayeeBankDetails>> {
      if (sellerIds.length === 0) return new Map();
      const rows = await db
        .select({ id: sellers.id, ...bankColumns })
        .from(sellers)
        .where(inArray(sellers.id, sellerIds));
      return new Map(
        rows.map((row) => {
          const details = bankDetailsOf(row);
          return [
            row.id,
            {
              ...details,
              accountNumber: maskAccountNumber(details.accountNumber),
              complete: hasCompleteBankDetails(details),
            },
          ];
        }),
      );
    },

    /** Runs on every seller call: a suspended or unverified seller's token stops working at once. */
    /** Answers the seller's session version: the guards compare it with the token's. */
    async assertMayAct(sellerId: number): Promise<number> {
      const [row] = await db
        .select({
          emailVerified: sellers.emailVerified,
          accountStatus: sellers.accountStatus,
          sessionVersion: sellers.sessionVersion,
        })
        .from(sellers)
        .where(eq(sellers.id, sellerId));
      if (!row) throw new AppError(401, SELLER_MESSAGES.notFound);
      assertMaySignIn(row);
      return row.sessionVersion;
    },

    /** 'Sign out everywhere': every session ends; the answer's token keeps the one that asked (decision 0020). */
    async signOutEverywhere(sellerId: number): Promise<SignedOutEverywhereResponse> {
      const sv = await endSessions(sellerId);
      const token = jwt.sign({ sub: String(sellerId), role: 'ROLE_SELLER', typ: 'seller', sv });
      return { message: SIGN_OUT_EVERYWHERE.done, jwt: token };
    },

    endSessions,

    ...createPublishRule(db),
  };
}
export type SellersService = ReturnType<typeof createSellersService>;
