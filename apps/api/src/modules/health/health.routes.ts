import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';

/** Public: whether the API and its database answer, for load balancers and monitors. */
export const healthRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/health',
    {
      config: { rateLimit: false },
      schema: {
        tags: ['health'],
        response: {
          200: z.object({ status: z.literal('ok'), db: z.literal('ok') }),
          503: z.object({ status: z.string(), db: z.string() }),
        },
      },
    },
    async (req, reply) => {
      try {
        await db.execute(sql`select 1`);
        return { status: 'ok' as const, db: 'ok' as const };
      } catch (err) {
        req.log.error({ err }, 'health check: database unreachable');
        return reply.code(503).send({ status: 'error', db: 'unreachable' });
      }
    },
  );
};
