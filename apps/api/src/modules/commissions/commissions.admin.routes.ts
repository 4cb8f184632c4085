import {
  CommissionRuleResponse,
  CommissionRulesPage,
  CommissionRulesQuery,
  CreateCommissionRuleBody,
  EndCommissionRuleBody,
  IdParams,
  UpdateCommissionRuleBody,
} from '@tecnobazar/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { principal } from '../../lib/auth-guard.ts';
import { errorResponses } from '../../lib/route-errors.ts';
import type { CommissionsService } from './commissions.service.ts';

const errors = errorResponses(400, 401, 403, 404, 409, 429);

/** Administrators: the commission rules (product.md#admin-area), every change audited. */
export const commissionsAdminRoutes: FastifyPluginAsyncZod<{ commissions: CommissionsService }> = async (
  app,
  { commissions },
) => {
  app.addHook('onRequest', app.guards.admin);

  app.get(
    '/api/admin/commission-rules',
    {
      schema: {
        tags: ['admin'],
        summary: 'Commission rules, newest first, 20 a page, by scope, status and seller',
        querystring: CommissionRulesQuery,
        response: { 200: CommissionRulesPage, ...errors },
      },
    },
    (req) => commissions.list(req.query),
  );
  app.post(
    '/api/admin/commission-rules',
    {
      schema: {
        tags: ['admin'],
        summary:
          'Create a commission rule for a seller, a category or a product (409 if one is in force then)',
        body: CreateCommissionRuleBody,
        response: { 201: CommissionRuleResponse, ...errors },
      },
    },
    async (req, reply) => reply.code(201).send(await commissions.create(req.body, principal(req).id)),
  );
  app.put(
    '/api/admin/commission-rules/:id',
    {
      schema: {
        tags: ['admin'],
        summary: 'Change a rule’s rate or dates: a rule in force ends now and a new version starts',
        params: IdParams,
        body: UpdateCommissionRuleBody,
        response: { 200: CommissionRuleResponse, ...errors },
      },
    },
    (req) => commissions.update(req.params.id, req.body, principal(req).id),
  );
  app.post(
    '/api/admin/commission-rules/:id/end',
    {
      schema: {
        tags: ['admin'],
        summary: 'End a rule now or at a later instant',
        params: IdParams,
        body: EndCommissionRuleBody,
        response: { 200: CommissionRuleResponse, ...errors },
      },
    },
    (req) => commissions.end(req.params.id, req.body.endsAt, principal(req).id),
  );
};
