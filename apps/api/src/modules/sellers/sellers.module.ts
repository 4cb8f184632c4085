import type { FastifyInstance } from 'fastify';
import type { Platform } from '../../platform.ts';
import type { AuditService } from '../audit/audit.service.ts';
import type { OtpService } from '../auth/otp.service.ts';
import type { NotificationsService } from '../notifications/notifications.service.ts';
import type { TwoFactorService } from '../two-factor/two-factor.service.ts';
import { sellersAdminRoutes } from './sellers.admin.routes.ts';
import { sellersRoutes } from './sellers.routes.ts';
import { sellersSellerRoutes } from './sellers.seller.routes.ts';
import { createSellersService, SELLER_REGISTRATIONS_PURGE_JOB } from './sellers.service.ts';

export function sellersModule(
  { db, mailer, jwt, config, limits, changes, clock }: Platform,
  deps: {
    otp: OtpService;
    twoFactor: TwoFactorService;
    audit: AuditService;
    notifications: NotificationsService;
  },
) {
  const sellers = createSellersService({
    db,
    mailer,
    jwt,
    ...deps,
    changes,
    publicUrl: config.PUBLIC_URL,
    mailsPerHour: config.OTP_PER_EMAIL_PER_HOUR,
    linkTtlHours: config.SELLER_VERIFY_TTL_HOURS,
    clock,
  });
  return {
    sellers,
    jobs: [
      { name: SELLER_REGISTRATIONS_PURGE_JOB, everyMs: 3_600_000, run: () => sellers.purgeRegistrations() },
    ],
    async register(api: FastifyInstance) {
      await api.register(sellersRoutes, { sellers, limits });
      await api.register(sellersSellerRoutes, { sellers });
      await api.register(sellersAdminRoutes, { sellers });
    },
  };
}
