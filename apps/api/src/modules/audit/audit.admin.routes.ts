import { AuditPage, AuditQuery } from '@tecnobazar/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/route-errors.ts';
import type { AuditService } from './audit.service.ts';

/** Administrators: what administrators did, newest first. */
export const auditAdminRoutes: FastifyPluginAsyncZod<{ audit: AuditService }> = async (app, { audit }) => {
  app.addHook('onRequest', app.guards.admin);

  app.get(
    '/admin/audit',
    {
      schema: {
        tags: ['admin'],
        summary: 'The audit log, newest first, 20 a page, by action or entity',
        querystring: AuditQuery,
        response: { 200: AuditPage, ...errorResponses(400, 401, 403, 429) },
      },
    },
    (req) => audit.list(req.query),
  );
};
