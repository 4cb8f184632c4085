import type { FastifyInstance } from 'fastify';
import type { Platform } from '../../platform.ts';
import type { TwoFactorService } from '../two-factor/two-factor.service.ts';
import type { UsersService } from '../users/users.service.ts';
import { authRoutes } from './auth.routes.ts';
import { createAuthService } from './auth.service.ts';
import { createOtpService } from './otp.service.ts';

/** Shopper and administrator sign-in; its one-time code service serves the seller sign-in too. */
export function authModule(
  { db, clock, config, mailer, jwt, limits }: Platform,
  deps: { users: UsersService; twoFactor: TwoFactorService },
) {
  const otp = createOtpService({ db, clock, config, secret: config.JWT_SECRET });
  const auth = createAuthService({ otp, mailer, jwt, ...deps, publicUrl: config.PUBLIC_URL });
  return { otp, register: (api: FastifyInstance) => api.register(authRoutes, { auth, limits }) };
}
