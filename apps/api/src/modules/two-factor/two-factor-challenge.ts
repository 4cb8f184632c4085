/**
 * The second step of signing in: once the e-mail code is consumed, an account with a second factor gets a
 * short-lived challenge token instead of a session, and the token with an app or recovery code gives it.
 */
import type {
  AuthResponse,
  Role,
  TwoFactorChallengeBody,
  TwoFactorChallengeResponse,
} from '@tecnobazar/shared';
import type { TwoFactorOwnerKind } from '../../db/schema/two-factor.ts';
import { unauthorized } from '../../lib/errors.ts';
import { createJwt } from '../../lib/jwt.ts';
import type { CodeCheck } from './two-factor-check.ts';
import {
  deriveKey,
  findSecret,
  signSession,
  TWO_FACTOR_MESSAGES,
  type TwoFactorDeps,
  type TwoFactorOwner,
} from './two-factor-rules.ts';

const CHALLENGE_TTL_SECONDS = 300;

export function createTwoFactorChallenge(deps: TwoFactorDeps, { verify }: CodeCheck) {
  const { db, clock } = deps;
  // Its own key: a challenge token can never pass as a session token, nor a session as a challenge.
  const challengeJwt = createJwt(deriveKey(deps.secret, 'two-factor-challenge'), CHALLENGE_TTL_SECONDS);

  async function isEnabled(kind: TwoFactorOwnerKind, id: number): Promise<boolean> {
    const row = await findSecret(db, { kind, id });
    return Boolean(row?.enabledAt);
  }

  return {
    isEnabled,

    /**
     * Called once the e-mail code is consumed: when the account has a second factor, the answer is a
     * short-lived challenge token instead of a session; otherwise null.
     */
    async challenge(owner: TwoFactorOwner, role: Role): Promise<TwoFactorChallengeResponse | null> {
      if (!(await isEnabled(owner.kind, owner.id))) return null;
      const typ = owner.kind === 'seller' ? 'seller' : 'customer';
      // A challenge is no session: the session version is read when it is completed.
      const twoFactorToken = challengeJwt.sign(
        { sub: String(owner.id), role, typ, sv: 0 },
        clock.now().getTime(),
      );
      return { twoFactorRequired: true, twoFactorToken, message: TWO_FACTOR_MESSAGES.challenge, role };
    },

    /** The second step of sign-in: the challenge token and an app or recovery code give the session. */
    async completeChallenge({ twoFactorToken, code }: TwoFactorChallengeBody): Promise<AuthResponse> {
      const claims = challengeJwt.verify(twoFactorToken, clock.now().getTime());
      const id = Number(claims?.sub);
      if (!claims || !Number.isSafeInteger(id) || id <= 0) throw unauthorized(TWO_FACTOR_MESSAGES.expired);
      const owner: TwoFactorOwner = { kind: claims.typ === 'seller' ? 'seller' : 'user', id };
      const row = await findSecret(db, owner);
      // Turned off since the first step: that sign-in starts over.
      if (!row?.enabledAt) throw unauthorized(TWO_FACTOR_MESSAGES.expired);
      await verify(row, code, { recovery: true });
      // The role, the seller's standing and the session version are read now, not taken from the token.
      const session =
        owner.kind === 'seller'
          ? { role: 'ROLE_SELLER' as const, sessionVersion: await deps.sellers().assertMayAct(id) }
          : await deps.users.session(id);
      if (!session) throw unauthorized(TWO_FACTOR_MESSAGES.expired);
      const jwt = signSession(deps.jwt, owner, session);
      return { jwt, role: session.role, message: TWO_FACTOR_MESSAGES.signedIn };
    },
  };
}
