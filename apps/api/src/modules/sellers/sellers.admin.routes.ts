import {
  ListSellersQuery,
  SellerIdParams,
  SellerProfile,
  SellerStatusParams,
  TrustedBody,
} from '@tecnobazar/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { principal } from '../../lib/auth-guard.ts';
import { errorResponses } from '../../lib/route-errors.ts';
import type { SellersService } from './sellers.service.ts';

const errors = errorResponses(400, 401, 403, 404, 409, 429);

/** Administrators: every shop and its account status. */
export const sellersAdminRoutes: FastifyPluginAsyncZod<{ sellers: SellersService }> = async (
  app,
  { sellers },
) => {
  app.addHook('onRequest', app.guards.admin);

  app.get(
    '/sellers',
    {
      schema: {
        tags: ['admin'],
        summary: 'Sellers, by account status',
        querystring: ListSellersQuery,
        response: { 200: z.array(SellerProfile), ...errors },
      },
    },
    (req) => sellers.list(req.query.status),
  );
  app.patch(
    '/admin/seller/:id/status/:status',
    {
      schema: {
        tags: ['admin'],
        summary: "Change a seller's account status",
        params: SellerStatusParams,
        response: { 200: SellerProfile, ...errors },
      },
    },
    (req) => sellers.setStatus(req.params.id, req.params.status, principal(req).id),
  );
  app.patch(
    '/admin/seller/:id/trusted',
    {
      schema: {
        tags: ['admin'],
        summary:
          "Trust a shop or stop trusting it: a trusted shop's catalogue proposals are published without review",
        params: SellerIdParams,
        body: TrustedBody,
        response: { 200: SellerProfile, ...errors },
      },
    },
    (req) => sellers.setTrusted(req.params.id, req.body.trusted, principal(req).id),
  );
  app.delete(
    '/sellers/:id',
    {
      schema: {
        tags: ['admin'],
        summary: "Close a seller's account (CLOSED): its orders keep referring to it, so no row is deleted",
        params: SellerIdParams,
        response: { 200: SellerProfile, ...errors },
      },
    },
    (req) => sellers.setStatus(req.params.id, 'CLOSED', principal(req).id),
  );
};
