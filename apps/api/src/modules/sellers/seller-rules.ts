/**
 * What every part of the sellers module shares: its messages, its dependencies, the statuses that keep a
 * seller out, and the look-ups of a seller and of an address's registrations.
 */
import { SELLER_FORM_MESSAGES, type SellerStatus } from '@tecnobazar/shared';
import { and, desc, eq, ne } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { sellerRegistrations, sellers } from '../../db/schema/sellers.ts';
import type { ChangeFeed } from '../../lib/change-feed.ts';
import type { Clock } from '../../lib/clock.ts';
import { conflict, forbidden } from '../../lib/errors.ts';
import type { Jwt } from '../../lib/jwt.ts';
import type { Mailer } from '../../lib/mailer/mailer.ts';
import type { AuditService } from '../audit/audit.service.ts';
import type { OtpService } from '../auth/otp.service.ts';
import type { NotificationsService } from '../notifications/notifications.service.ts';
import type { TwoFactorService } from '../two-factor/two-factor.service.ts';
import { businessNameKey } from './business-name.ts';

export type SellerRow = typeof sellers.$inferSelect;
export type RegistrationRow = typeof sellerRegistrations.$inferSelect;

export interface SellersDeps {
  db: Db;
  otp: OtpService;
  mailer: Mailer;
  /** The administrators' mail about a new shop to activate. */
  notifications: NotificationsService;
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
}

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
export const BLOCKED: Partial<Record<SellerStatus, string>> = {
  SUSPENDED: 'Tu cuenta de vendedor está suspendida. Escríbenos para más información.',
  DEACTIVATED: 'Tu cuenta de vendedor está desactivada.',
  BANNED: 'Tu cuenta de vendedor fue bloqueada por incumplir las políticas de TecnoBazar.',
  CLOSED: 'Tu cuenta de vendedor está cerrada.',
};

export function assertMaySignIn(seller: Pick<SellerRow, 'emailVerified' | 'accountStatus'>) {
  if (!seller.emailVerified) throw forbidden(SELLER_MESSAGES.notVerified);
  const blocked = BLOCKED[seller.accountStatus];
  if (blocked) throw forbidden(blocked);
}

/** A seller by address or id, an address's registrations, and whether a business name is free. */
export function sellerLookups(db: Db) {
  return {
    byEmail: async (email: string) => (await db.select().from(sellers).where(eq(sellers.email, email)))[0],

    byId: async (id: number) => (await db.select().from(sellers).where(eq(sellers.id, id)))[0],

    /** The registrations waiting for the address to be verified, newest first. */
    registrationsOf: (email: string) =>
      db
        .select()
        .from(sellerRegistrations)
        .where(eq(sellerRegistrations.email, email))
        .orderBy(desc(sellerRegistrations.id)),

    /** Refuses a business name another shop has (`exceptId`: the shop renaming itself). */
    async assertNameFree(name: string, exceptId?: number) {
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
    },
  };
}
