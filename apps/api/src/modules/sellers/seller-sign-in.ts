/**
 * A seller's sign-in and sessions: the e-mail code (and the second factor's challenge after it), the guards'
 * check on every seller call, and ending every session.
 */
import {
  SIGN_OUT_EVERYWHERE,
  type SignedOutEverywhereResponse,
  type SignInResponse,
} from '@tecnobazar/shared';
import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { sellers } from '../../db/schema/sellers.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import type { SellerLinks } from './seller-links.ts';
import {
  assertMaySignIn,
  BLOCKED,
  SELLER_MESSAGES,
  type SellersDeps,
  sellerLookups,
} from './seller-rules.ts';

export function createSellerSignIn(deps: SellersDeps, { sendVerificationLink, explainByMail }: SellerLinks) {
  const { db, otp, mailer, jwt } = deps;
  const { byEmail } = sellerLookups(db);

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

  return {
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

    /**
     * Runs on every seller call: a suspended or unverified seller's token stops working at once. Answers
     * the seller's session version: the guards compare it with the token's.
     */
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
  };
}
