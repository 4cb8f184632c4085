import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { Redis } from 'ioredis';
import { z } from 'zod';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { createGuards } from './lib/auth-guard.ts';
import { type Clock, systemClock } from './lib/clock.ts';
import { ignoreTypeOfEmptyBody } from './lib/empty-body.ts';
import { errorHandler } from './lib/error-handler.ts';
import { createIpLimiter } from './lib/ip-limiter.ts';
import { createJwt } from './lib/jwt.ts';
import { createMailer, type MailTransport } from './lib/mailer/mailer.ts';
import { createSmtpTransport } from './lib/mailer/smtp-transport.ts';
import { toCents } from './lib/money.ts';
import { createDevPaymentProvider, isDevPaymentProvider } from './lib/payments/dev-payment-provider.ts';
import type { PaymentProvider } from './lib/payments/payment-provider.ts';
import { createPayPalProvider } from './lib/payments/paypal-payment-provider.ts';
import { parseQuerystring } from './lib/querystring.ts';
import { addressesRoutes } from './modules/addresses/addresses.routes.ts';
import { createAddressesService } from './modules/addresses/addresses.service.ts';
import { authRoutes, type OtpRateLimits } from './modules/auth/auth.routes.ts';
import { createAuthService } from './modules/auth/auth.service.ts';
import { createOtpService } from './modules/auth/otp.service.ts';
import { cartRoutes } from './modules/cart/cart.routes.ts';
import { createCartService } from './modules/cart/cart.service.ts';
import { catalogRoutes } from './modules/catalog/catalog.routes.ts';
import { createCatalogService } from './modules/catalog/catalog.service.ts';
import { checkoutRoutes } from './modules/checkout/checkout.routes.ts';
import { createCheckoutService } from './modules/checkout/checkout.service.ts';
import { couponsRoutes } from './modules/coupons/coupons.routes.ts';
import { createCouponsService } from './modules/coupons/coupons.service.ts';
import { devRoutes } from './modules/dev/dev.routes.ts';
import { devPaypalRoutes } from './modules/dev/dev-paypal.routes.ts';
import { loopbackOnly } from './modules/dev/loopback-only.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { homeRoutes } from './modules/home/home.routes.ts';
import { createHomeService } from './modules/home/home.service.ts';
import { mediaRoutes } from './modules/media/media.routes.ts';
import { ordersRoutes } from './modules/orders/orders.routes.ts';
import { createOrdersService } from './modules/orders/orders.service.ts';
import { createSearchService } from './modules/search/search.service.ts';
import { sellersRoutes } from './modules/sellers/sellers.routes.ts';
import { createSellersService } from './modules/sellers/sellers.service.ts';
import { createTransactionsService } from './modules/transactions/transactions.service.ts';
import { twoFactorRoutes } from './modules/two-factor/two-factor.routes.ts';
import { createTwoFactorService } from './modules/two-factor/two-factor.service.ts';
import { usersRoutes } from './modules/users/users.routes.ts';
import { createUsersService } from './modules/users/users.service.ts';
import { wishlistRoutes } from './modules/wishlist/wishlist.routes.ts';
import { createWishlistService } from './modules/wishlist/wishlist.service.ts';

z.config(z.locales.es());

export const API_PREFIX = '/v1';
const defaultWebDist = fileURLToPath(new URL('../../web/dist', import.meta.url));

export interface AppDeps {
  config: Config & { JWT_SECRET: string };
  database: Database;
  clock?: Clock;
  /** Overrides the transport chosen by MAIL_TRANSPORT (tests pass their own). */
  mailTransport?: MailTransport;
  /** Overrides the provider chosen by PAYMENT_PROVIDER (tests pass a dev provider they can drive). */
  paymentProvider?: PaymentProvider;
  /** Folder of the built SPA; served at / when it exists. */
  webDist?: string;
}

export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config, database } = deps;
  const { db } = database;
  const clock = deps.clock ?? systemClock;

  const app = Fastify({
    logger: {
      level: config.LOG_LEVEL,
      redact: ['req.headers.authorization', 'req.headers.cookie'],
    },
    bodyLimit: config.BODY_LIMIT_BYTES,
    trustProxy: config.TRUST_PROXY,
    routerOptions: { querystringParser: parseQuerystring },
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.setErrorHandler(errorHandler);
  app.addHook('onRequest', ignoreTypeOfEmptyBody);

  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // MUI's emotion injects <style> elements at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https://res.cloudinary.com'],
        connectSrc: ["'self'", 'https://api.cloudinary.com'],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
  });

  const redis = config.REDIS_URL
    ? new Redis(config.REDIS_URL, { lazyConnect: false, maxRetriesPerRequest: 1 })
    : null;
  if (redis) app.addHook('onClose', async () => void redis.quit());
  await app.register(rateLimit, {
    global: config.RATE_LIMIT_PER_MINUTE > 0,
    max: config.RATE_LIMIT_PER_MINUTE || 1,
    timeWindow: 60_000,
    ...(redis && { redis, nameSpace: 'tecnobazar-rl-' }),
    errorResponseBuilder: (_req, ctx) => ({
      statusCode: 429,
      message: `Demasiadas solicitudes. Inténtalo de nuevo en ${Math.ceil(ctx.ttl / 1000)} segundos.`,
    }),
  });

  await app.register(swagger, {
    openapi: {
      info: {
        title: 'TecnoBazar API',
        version: '1.0.0',
        description: 'Marketplace API. Every path is under /v1.',
      },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: `${API_PREFIX}/docs` });

  const secret = config.JWT_SECRET;
  const jwt = createJwt(secret, config.JWT_TTL_HOURS * 3600);
  const transport =
    deps.mailTransport ??
    (config.MAIL_TRANSPORT === 'smtp' ? createSmtpTransport(config.SMTP_URL!, config.MAIL_FROM) : undefined);
  const mailer = createMailer({ db, log: app.log, transport });
  const otp = createOtpService({ db, clock, config, secret });
  const users = createUsersService({ db });
  // Sign-in (auth, sellers) asks the second factor, which reads seller accounts back: hence the getter.
  const twoFactor = createTwoFactorService({ db, clock, config, secret, jwt, users, sellers: () => sellers });
  const auth = createAuthService({
    otp,
    users,
    mailer,
    jwt,
    twoFactor,
    otpTtlMinutes: config.OTP_TTL_MINUTES,
    publicUrl: config.PUBLIC_URL,
  });
  const sellers = createSellersService({
    db,
    otp,
    mailer,
    jwt,
    twoFactor,
    publicUrl: config.PUBLIC_URL,
    otpTtlMinutes: config.OTP_TTL_MINUTES,
    mailsPerHour: config.OTP_PER_EMAIL_PER_HOUR,
  });
  const catalog = createCatalogService({ db });
  const search = createSearchService({ db, catalog });
  const home = createHomeService({ db });
  const wishlist = createWishlistService({ db, catalog });
  const coupons = createCouponsService({ db, clock, timeZone: config.STORE_TIMEZONE });
  const cart = createCartService({ db, catalog, coupons, shippingFeeCents: toCents(config.SHIPPING_FEE) });
  const addresses = createAddressesService({ db });
  const orders = createOrdersService({ db });
  // The simulator's links are relative, so paying works whatever address the store is opened at.
  const payments =
    deps.paymentProvider ??
    (config.PAYMENT_PROVIDER === 'paypal'
      ? createPayPalProvider({
          apiBase: config.PAYPAL_API_BASE,
          clientId: config.PAYPAL_CLIENT_ID!,
          clientSecret: config.PAYPAL_CLIENT_SECRET!,
          webhookId: config.PAYPAL_WEBHOOK_ID,
        })
      : createDevPaymentProvider({ publicUrl: '' }));
  const checkout = createCheckoutService({
    db,
    cart,
    coupons,
    orders,
    ledger: createTransactionsService({ commissionPercent: config.PLATFORM_COMMISSION_PERCENT }),
    addresses,
    provider: payments,
    log: app.log,
    publicUrl: payments.name === 'dev' ? '' : config.PUBLIC_URL,
    storeCurrency: config.STORE_CURRENCY,
    paymentCurrency: config.PAYMENT_CURRENCY,
    exchangeRate: config.PAYMENT_EXCHANGE_RATE,
  });
  app.decorate(
    'guards',
    createGuards(jwt, {
      userRole: users.role,
      assertSellerMayAct: sellers.assertMayAct,
      adminNeedsSecondFactor: async (id) =>
        config.ADMIN_2FA_REQUIRED && !(await twoFactor.isEnabled('user', id)),
    }),
  );

  const window = config.OTP_IP_WINDOW_MINUTES * 60_000;
  const limits: OtpRateLimits = {
    send: createIpLimiter({ name: 'otp-send', max: config.OTP_SENDS_PER_IP, windowMs: window }, redis),
    attempt: createIpLimiter({ name: 'otp-attempt', max: config.OTP_TRIES_PER_IP, windowMs: window }, redis),
  };

  await app.register(
    async (api) => {
      await api.register(healthRoutes, { db });
      await api.register(authRoutes, { auth, limits });
      await api.register(usersRoutes, { users });
      await api.register(sellersRoutes, { sellers, limits });
      await api.register(twoFactorRoutes, { twoFactor, limits });
      await api.register(catalogRoutes, { catalog, search });
      await api.register(homeRoutes, { home });
      await api.register(wishlistRoutes, { wishlist });
      await api.register(cartRoutes, { cart });
      await api.register(couponsRoutes, { coupons, cart });
      await api.register(addressesRoutes, { addresses });
      await api.register(checkoutRoutes, { checkout });
      await api.register(ordersRoutes, { orders });
      await api.register(mediaRoutes);
      // Dev providers only (never in production, see config.ts); loopback callers only unless opened.
      await api.register(async (dev) => {
        if (!config.DEV_ROUTES_PUBLIC) dev.addHook('onRequest', loopbackOnly);
        if (isDevPaymentProvider(payments)) await dev.register(devPaypalRoutes, { provider: payments });
        if (config.MAIL_TRANSPORT === 'dev' && !deps.mailTransport) await dev.register(devRoutes, { db });
      });
      api.setNotFoundHandler((_req, reply) => reply.code(404).send({ message: 'Ruta no encontrada' }));
    },
    { prefix: API_PREFIX },
  );

  const webDist = deps.webDist ?? defaultWebDist;
  if (existsSync(`${webDist}/index.html`)) {
    await app.register(fastifyStatic, {
      root: webDist,
      setHeaders(reply, path) {
        // Built assets carry a content hash; index.html must always be revalidated.
        reply.header(
          'Cache-Control',
          path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
    // History fallback: every other GET that wants a page gets the SPA.
    app.setNotFoundHandler((req, reply) => {
      if (req.method === 'GET' && !req.url.startsWith(`${API_PREFIX}/`)) {
        return reply.header('Cache-Control', 'no-cache').sendFile('index.html');
      }
      return reply.code(404).send({ message: 'Ruta no encontrada' });
    });
  } else {
    app.setNotFoundHandler((_req, reply) => reply.code(404).send({ message: 'Ruta no encontrada' }));
  }

  return app;
}
