import type { Role } from '@tecnobazar/shared';
import type { FastifyRequest } from 'fastify';
import { forbidden, unauthorized } from './errors.ts';
import type { Jwt, PrincipalType } from './jwt.ts';

export interface Principal {
  id: number;
  role: Role;
  typ: PrincipalType;
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
}

/** Who may call a route, decided from the bearer token before the handler runs. */
export function createGuards(jwt: Jwt, assertSellerMayAct: (sellerId: number) => Promise<void>): Guards {
  const authenticate = (req: FastifyRequest): Principal => {
    const header = req.headers.authorization;
    if (!header) throw unauthorized();
    const [scheme, token] = header.split(' ');
    if (scheme?.toLowerCase() !== 'bearer' || !token) throw unauthorized(INVALID_SESSION);
    const claims = jwt.verify(token);
    const id = Number(claims?.sub);
    if (!claims || !Number.isSafeInteger(id) || id <= 0) throw unauthorized(INVALID_SESSION);
    req.principal = { id, role: claims.role, typ: claims.typ };
    return req.principal;
  };
  return {
    async user(req) {
      if (authenticate(req).typ !== 'customer') throw forbidden();
    },
    async admin(req) {
      const p = authenticate(req);
      if (p.typ !== 'customer' || p.role !== 'ROLE_ADMIN') throw forbidden();
    },
    async seller(req) {
      const p = authenticate(req);
      if (p.typ !== 'seller') throw forbidden();
      await assertSellerMayAct(p.id);
    },
  };
}

/** The caller of a guarded route. */
export function principal(req: FastifyRequest): Principal {
  if (!req.principal) throw unauthorized();
  return req.principal;
}
