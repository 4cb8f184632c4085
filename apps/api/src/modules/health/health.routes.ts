import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';

/**
 * Public: whether the API and its database answer, for load balancers and monitors. With REDIS_URL it also
 * says whether Redis answers; a Redis outage is 'degraded', still a 200: the store keeps selling, counting
 * limits per instance, so a load balancer must not take every instance out for it.
 */
export const healthRoutes: FastifyPluginAsyncZod<{
  db: Db;
  redisState: () => 'ok' | 'degraded' | undefined;
}> = async (app, { db, redisState }) => {
  app.get(
    '/health',
    {
      config: { rateLimit: false },
      schema: {
        tags: ['health'],
        response: {
          200: z.object({
            status: z.literal('ok'),
            db: z.literal('ok'),
            redis: z.enum(['ok', 'degraded']).optional(),
          }),
          503: z.object({ status: z.string(), db: z.string(), redis: z.string().optional() }),
        },
      },
    },
    async (req, reply) => {
      try {
        await db.execute(sql`select 1`);
        return { status: 'ok' as const, db: 'ok' as const, redis: redisState() };
      } catch (err) {
        req.log.error({ err }, 'health check: database unreachable');
        return reply.code(503).send({ status: 'error', db: 'unreachable', redis: redisState() });
      }
    },
  );
};
