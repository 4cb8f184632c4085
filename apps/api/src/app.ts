import { fileURLToPath } from 'node:url';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createGuards } from './lib/auth-guard.ts';
import { createJobQueue } from './lib/jobs/create-job-queue.ts';
import { MAIL_DELIVERY_JOB, MAIL_SECRET_PURGE_JOB } from './lib/mailer/mailer.ts';
import { createModules } from './modules/registry.ts';
import { createPlatform, type PlatformDeps } from './platform.ts';
import { compression } from './plugins/compression.ts';
import { ignoreTypeOfEmptyBody } from './plugins/empty-body.ts';
import { errorHandler } from './plugins/error-handler.ts';
import { httpCache } from './plugins/http-cache.ts';
import { jobs } from './plugins/jobs.ts';
import { parseQuerystring, validatorKeepingQueries } from './plugins/querystring.ts';
import { rateLimit } from './plugins/rate-limit.ts';
import { connectRedis } from './plugins/redis.ts';
import { securityHeaders } from './plugins/security-headers.ts';
import { routeNotFound, spa } from './plugins/spa.ts';
import { swagger } from './plugins/swagger.ts';

z.config(z.locales.es());

export const API_PREFIX = '/v1';
const defaultWebDist = fileURLToPath(new URL('../../web/dist', import.meta.url));

export interface AppDeps extends PlatformDeps {
  /** Folder of the built SPA; served at / when it exists. */
  webDist?: string;
  /** Where the log lines go instead of stdout (tests read them). */
  logStream?: { write(line: string): void };
}

/**
 * Every way a client could hold a socket without finishing a request ends: Fastify turns Node's request
 * timeout off by default, so a body sent a byte every few seconds kept its socket (and file descriptor)
 * forever. Node looks for overdue requests every `connectionsCheckingInterval` (30 s by default), so that
 * follows the shortest timeout.
 */
function serverTimeouts(
  config: Pick<
    AppDeps['config'],
    | 'REQUEST_TIMEOUT_SECONDS'
    | 'HEADERS_TIMEOUT_SECONDS'
    | 'KEEP_ALIVE_TIMEOUT_SECONDS'
    | 'CONNECTION_TIMEOUT_SECONDS'
  >,
) {
  const requestTimeout = Math.round(config.REQUEST_TIMEOUT_SECONDS * 1000);
  // Node refuses a headers timeout longer than the request timeout.
  const headersTimeout = Math.min(Math.round(config.HEADERS_TIMEOUT_SECONDS * 1000), requestTimeout);
  return {
    requestTimeout,
    keepAliveTimeout: Math.round(config.KEEP_ALIVE_TIMEOUT_SECONDS * 1000),
    connectionTimeout: Math.round(config.CONNECTION_TIMEOUT_SECONDS * 1000),
    http: {
      requestTimeout,
      headersTimeout,
      connectionsCheckingInterval: Math.max(100, Math.min(30_000, Math.floor(headersTimeout / 4))),
    },
  };
}

/** The app: framework plugins first, then every module's routes under /v1, then the SPA. */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config } = deps;
  const app = Fastify({
    logger: {
      level: config.LOG_LEVEL,
      redact: ['req.headers.authorization', 'req.headers.cookie'],
      ...(deps.logStream && { stream: deps.logStream }),
    },
    bodyLimit: config.BODY_LIMIT_BYTES,
    ...serverTimeouts(config),
    trustProxy: config.TRUST_PROXY,
    routerOptions: { querystringParser: parseQuerystring },
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorKeepingQueries);
  app.setSerializerCompiler(serializerCompiler);
  app.setErrorHandler(errorHandler);
  app.addHook('onRequest', ignoreTypeOfEmptyBody);
  await securityHeaders(app);
  httpCache(app); // before compression: its ETag is of the uncompressed answer
  await compression(app);
  const redis = await connectRedis(app, config.REDIS_URL);
  await rateLimit(app, config.RATE_LIMIT_PER_MINUTE, redis, API_PREFIX);
  await swagger(app, API_PREFIX);

  const queue = await createJobQueue(deps.database, app.log);
  const platform = createPlatform(deps, app.log, redis, queue);
  app.addHook('onClose', () => platform.changes.close());
  const { modules, accounts } = createModules(platform);
  app.decorate('guards', createGuards(platform.jwt, accounts));
  jobs(
    app,
    queue,
    [
      { name: MAIL_DELIVERY_JOB, everyMs: 30_000, run: () => platform.mailer.deliverDue() },
      { name: MAIL_SECRET_PURGE_JOB, everyMs: 300_000, run: () => platform.mailer.purgeExpiredSecrets() },
      ...modules.flatMap((m) => m.jobs ?? []),
    ],
    config.JOBS === 'in-process',
  );
  await app.register(
    async (api) => {
      for (const module of modules) await module.register?.(api);
      api.setNotFoundHandler(routeNotFound);
    },
    { prefix: API_PREFIX },
  );
  await spa(app, deps.webDist ?? defaultWebDist, API_PREFIX, config.PUBLIC_URL);
  return app;
}
