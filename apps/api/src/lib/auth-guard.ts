import type { Role } from '@tecnobazar/shared';
import type { FastifyRequest } from 'fastify';
import { forbidden, unauthorized } from './errors.ts';
import type { Jwt, PrincipalType } from './jwt.ts';

export interface Principal {
  id: number;
  role: Role;
  typ: PrincipalType;
  /** The session version the token was signed with, equal to the account's (checked by the guards). */
  sv: number;
}

declare module 'fastify' {
  interface FastifyRequest {
    principal?: Principal;
  }
  interface FastifyInstance {
    guards: Guards;
  }
}

export const INVALID_SESSION = 'Tu sesión no es válida o ha expirado. Inicia sesión de nuevo.';

type PreHandler = (req: FastifyRequest) => Promise<void>;
export interface Guards {
  /** A shopper or an administrator (both are users). */
  user: PreHandler;
  admin: PreHandler;
  /** A seller whose account may still act (checked against the database on every call). */
  seller: PreHandler;
  /** Any valid session: a shopper, an administrator or a seller who may act (uploads, shared by all three). */
  anyone: PreHandler;
  /**
   * A public route that knows a signed-in shopper: without a token the caller is a visitor; a shopper's
   * token is checked like `user`'s (an invalid one is refused, not ignored); a seller's counts as a visitor.
   */
  visitorOrUser: PreHandler;
}

/** What the guards read from the database on every call, so a token never outlives a change of role. */
export interface AccountChecks {
  /** The stored role and session version of a shopper or administrator; undefined once the account is gone. */
  userSession(userId: number): Promise<{ role: Role; sessionVersion: number } | undefined>;
  /**
   * Throws when the seller no longer exists (401) or may not act (403, with the reason); otherwise answers
   * the seller's session version.
   */
  assertSellerMayAct(sellerId: number): Promise<number>;
  /** True when this administrator must enable a second factor before using the admin area. */
  adminNeedsSecondFactor(userId: number): Promise<boolean>;
}

export const SECOND_FACTOR_NEEDED =
  'Activa la verificación en dos pasos para usar el panel de administración.';

/**
 * Who may call a route: the bearer token says who the caller is; the role and the account state come
 * from the database, so a demoted admin, a suspended seller or a deleted account stops at the next call.
 */
export function createGuards(jwt: Jwt, accounts: AccountChecks): Guards {
  const authenticate = (req: FastifyRequest): Principal => {
    const header = req.headers.authorization;
    if (!header) throw unauthorized();
    // Exactly `Bearer <token>`: nothing after the token is ignored.
    const token = /^Bearer ([^\s]+)$/i.exec(header)?.[1];
    if (!token) throw unauthorized(INVALID_SESSION);
    const claims = jwt.verify(token);
    const id = Number(claims?.sub);
    if (!claims || !Number.isSafeInteger(id) || id <= 0) throw unauthorized(INVALID_SESSION);
    req.principal = { id, role: claims.role, typ: claims.typ, sv: claims.sv };
    return req.principal;
  };
  /** A token signed before the account ended its sessions ('sign out everywhere') is no session. */
  const assertCurrent = (p: Principal, sessionVersion: number) => {
    if (p.sv !== sessionVersion) throw unauthorized(INVALID_SESSION);
  };
  /** A shopper's or admin's role as stored now; a deleted account's token is no session. */
  const loadUserRole = async (p: Principal): Promise<Principal> => {
    const session = await accounts.userSession(p.id);
    if (!session) throw unauthorized(INVALID_SESSION);
    assertCurrent(p, session.sessionVersion);
    p.role = session.role;
    return p;
  };
  const assertSeller = async (p: Principal) => assertCurrent(p, await accounts.assertSellerMayAct(p.id));
  const authenticateUser = async (req: FastifyRequest): Promise<Principal> => {
    const p = authenticate(req);
    if (p.typ !== 'customer') throw forbidden();
    return loadUserRole(p);
  };
  return {
    async user(req) {
      await authenticateUser(req);
    },
    async admin(req) {
      const p = await authenticateUser(req);
      if (p.role !== 'ROLE_ADMIN') throw forbidden();
      if (await accounts.adminNeedsSecondFactor(p.id)) throw forbidden(SECOND_FACTOR_NEEDED);
    },
    async seller(req) {
      const p = authenticate(req);
      if (p.typ !== 'seller') throw forbidden();
      await assertSeller(p);
    },
    async anyone(req) {
      const p = authenticate(req);
      // The same database checks as the guards above: a deleted account or a suspended seller stops here.
      if (p.typ === 'seller') await assertSeller(p);
      else await loadUserRole(p);
    },
    async visitorOrUser(req) {
      if (!req.headers.authorization) return;
      const p = authenticate(req);
      if (p.typ === 'customer') await loadUserRole(p);
      else req.principal = undefined;
    },
  };
}

/** The signed-in shopper calling a `visitorOrUser` route, or undefined for a visitor. */
export const callerId = (req: FastifyRequest): number | undefined => req.principal?.id;

/** The caller of a guarded route. */
export function principal(req: FastifyRequest): Principal {
  if (!req.principal) throw unauthorized();
  return req.principal;
}
