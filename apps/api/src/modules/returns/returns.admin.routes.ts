import {
  AdminReturnsQuery,
  DecideReturnBody,
  ReturnIdParams,
  ReturnPage,
  ReturnResponse,
} from '@tecnobazar/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { principal } from '../../lib/auth-guard.ts';
import { errorResponses } from '../../lib/route-errors.ts';
import type { ReturnsService } from './returns.service.ts';

/** Administrators: the requests escalated to them, and their decision (audited). */
export const returnsAdminRoutes: FastifyPluginAsyncZod<{ returns: ReturnsService }> = async (
  app,
  { returns },
) => {
  app.addHook('onRequest', app.guards.admin);

  app.get(
    '/api/admin/returns',
    {
      schema: {
        tags: ['returns'],
        summary: 'Return and warranty requests in one status (ESCALATED by default), newest first, 10 a page',
        querystring: AdminReturnsQuery,
        response: { 200: ReturnPage, ...errorResponses(400, 401, 403, 429) },
      },
    },
    (req) => returns.forAdmin(req.query),
  );
  app.post(
    '/api/admin/returns/:id/decide',
    {
      schema: {
        tags: ['returns'],
        summary: 'Decide an escalated request: ACCEPT (it goes on) or CLOSE, with the reason; audited',
        params: ReturnIdParams,
        body: DecideReturnBody,
        response: { 200: ReturnResponse, ...errorResponses(400, 401, 403, 404, 409, 429) },
      },
    },
    (req) => returns.decide(principal(req).id, req.params.id, req.body),
  );
};
