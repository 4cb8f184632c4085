import {
  CreateReturnBody,
  EscalateReturnBody,
  OrderIdParams,
  ReturnEligibility,
  ReturnIdParams,
  ReturnList,
  ReturnResponse,
  ReturnSentBody,
} from '@tecnobazar/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { principal } from '../../lib/auth-guard.ts';
import { errorResponses } from '../../lib/route-errors.ts';
import type { ReturnsService } from './returns.service.ts';

/** Shoppers: returns and warranty claims of their own delivered orders. */
export const returnsRoutes: FastifyPluginAsyncZod<{ returns: ReturnsService }> = async (app, { returns }) => {
  app.addHook('onRequest', app.guards.user);

  app.get(
    '/api/orders/:orderId/returns/eligibility',
    {
      schema: {
        tags: ['returns'],
        summary:
          'Per line of an own order: units still returnable, RETURN or WARRANTY now and until when, or why not',
        params: OrderIdParams,
        response: { 200: ReturnEligibility, ...errorResponses(400, 401, 403, 404, 429) },
      },
    },
    (req) => returns.eligibility(principal(req).id, req.params.orderId),
  );
  app.post(
    '/api/orders/:orderId/returns',
    {
      schema: {
        tags: ['returns'],
        summary:
          'Ask to return units of an own delivered order (within the window) or claim the warranty (a defect)',
        params: OrderIdParams,
        body: CreateReturnBody,
        response: { 201: ReturnResponse, ...errorResponses(400, 401, 403, 404, 422, 429) },
      },
    },
    async (req, reply) =>
      reply.code(201).send(await returns.create(principal(req).id, req.params.orderId, req.body)),
  );
  app.get(
    '/api/orders/:orderId/returns',
    {
      schema: {
        tags: ['returns'],
        summary: "An own order's return and warranty requests, newest first",
        params: OrderIdParams,
        response: { 200: ReturnList, ...errorResponses(400, 401, 403, 404, 429) },
      },
    },
    (req) => returns.forOrder(principal(req).id, req.params.orderId),
  );
  app.get(
    '/api/returns',
    {
      schema: {
        tags: ['returns'],
        summary: "The shopper's return and warranty requests, newest first",
        response: { 200: ReturnList, ...errorResponses(401, 403, 429) },
      },
    },
    (req) => returns.forBuyer(principal(req).id),
  );
  app.post(
    '/api/returns/:id/sent',
    {
      schema: {
        tags: ['returns'],
        summary: 'An accepted own request was sent back: carrier and tracking number',
        params: ReturnIdParams,
        body: ReturnSentBody,
        response: { 200: ReturnResponse, ...errorResponses(400, 401, 403, 404, 409, 429) },
      },
    },
    (req) => returns.sent(principal(req).id, req.params.id, req.body),
  );
  app.post(
    '/api/returns/:id/escalate',
    {
      schema: {
        tags: ['returns'],
        summary: 'Ask the administrators to review an own rejected request',
        params: ReturnIdParams,
        body: EscalateReturnBody,
        response: { 200: ReturnResponse, ...errorResponses(400, 401, 403, 404, 409, 429) },
      },
    },
    (req) => returns.escalate(principal(req).id, req.params.id, req.body.comment),
  );
};
