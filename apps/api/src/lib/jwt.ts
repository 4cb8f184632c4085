import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Role } from '@tecnobazar/shared';

export type PrincipalType = 'customer' | 'seller';
export interface TokenClaims {
  sub: string;
  role: Role;
  typ: PrincipalType;
  /** The account's session version when signed: a token of an older version is no session (decision 0020). */
  sv: number;
  iat: number;
  exp: number;
}

const b64url = (data: string | Buffer) => Buffer.from(data).toString('base64url');
const HEADER = b64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));
/** Three unpadded base64url parts: Node's decoder would skip a `=` or stray bytes, so one token had many spellings. */
const COMPACT = /^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/;

/** HS256 only: the header's algorithm is checked against this allowlist before anything else. */
export function createJwt(secret: string, ttlSeconds: number) {
  const sign = (input: string) => createHmac('sha256', secret).update(input).digest();
  return {
    sign(claims: Omit<TokenClaims, 'iat' | 'exp'>, now = Date.now()): string {
      const iat = Math.floor(now / 1000);
      const body = b64url(JSON.stringify({ ...claims, iat, exp: iat + ttlSeconds }));
      return `${HEADER}.${body}.${b64url(sign(`${HEADER}.${body}`))}`;
    },
    /** Returns the claims, or null for anything forged, malformed, of another algorithm or expired. */
    verify(token: string, now = Date.now()): TokenClaims | null {
      if (!COMPACT.test(token)) return null;
      const [header, body, signature] = token.split('.') as [string, string, string];
      try {
        const { alg } = JSON.parse(Buffer.from(header, 'base64url').toString('utf8'));
        if (alg !== 'HS256') return null;
        const expected = sign(`${header}.${body}`);
        const given = Buffer.from(signature, 'base64url');
        if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
        const claims = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as TokenClaims;
        if (typeof claims.exp !== 'number' || claims.exp * 1000 <= now) return null;
        if (typeof claims.sub !== 'string' || (claims.typ !== 'customer' && claims.typ !== 'seller'))
          return null;
        // Tokens signed before session versions existed carry none: version 0, what every account starts at.
        claims.sv ??= 0;
        if (!Number.isSafeInteger(claims.sv) || claims.sv < 0) return null;
        return claims;
      } catch {
        return null;
      }
    },
  };
}
export type Jwt = ReturnType<typeof createJwt>;
