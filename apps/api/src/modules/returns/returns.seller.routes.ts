import {
  AcceptReturnBody,
  RejectReturnBody,
  ReturnIdParams,
  ReturnPage,
  ReturnResponse,
  ReturnsQuery,
} from '@tecnobazar/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { principal } from '../../lib/auth-guard.ts';
import { errorResponses } from '../../lib/route-errors.ts';
import type { ReturnsService } from './returns.service.ts';

/** Sellers: the return and warranty requests of their shop's orders. */
export const returnsSellerRoutes: FastifyPluginAsyncZod<{ returns: ReturnsService }> = async (
  app,
  { returns },
) => {
  app.addHook('onRequest', app.guards.seller);

  app.get(
    '/sellers/returns',
    {
      schema: {
        tags: ['returns'],
        summary: "The shop's return and warranty requests, newest first, 10 a page, optionally in one status",
        querystring: ReturnsQuery,
        response: { 200: ReturnPage, ...errorResponses(400, 401, 403, 429) },
      },
    },
    (req) => returns.forSeller(principal(req).id, req.query),
  );
  app.post(
    '/sellers/returns/:id/accept',
    {
      schema: {
        tags: ['returns'],
        summary: 'Accept a request, with the instructions to send the units back',
        params: ReturnIdParams,
        body: AcceptReturnBody,
        response: { 200: ReturnResponse, ...errorResponses(400, 401, 403, 404, 409, 429) },
      },
    },
    (req) => returns.accept(principal(req).id, req.params.id, req.body.instructions),
  );
  app.post(
    '/sellers/returns/:id/reject',
    {
      schema: {
        tags: ['returns'],
        summary: 'Reject a request, with the reason',
        params: ReturnIdParams,
        body: RejectReturnBody,
        response: { 200: ReturnResponse, ...errorResponses(400, 401, 403, 404, 409, 429) },
      },
    },
    (req) => returns.reject(principal(req).id, req.params.id, req.body.reason),
  );
  app.post(
    '/sellers/returns/:id/received',
    {
      schema: {
        tags: ['returns'],
        summary: 'The units came back: they are refunded once, reversed in the ledger and put back in stock',
        params: ReturnIdParams,
        response: { 200: ReturnResponse, ...errorResponses(400, 401, 403, 404, 409, 429) },
      },
    },
    (req) => returns.received(principal(req).id, req.params.id),
  );
};
