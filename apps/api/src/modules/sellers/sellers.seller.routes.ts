import { SellerProfile, SignedOutEverywhereResponse, UpdateSellerBody } from '@tecnobazar/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { principal } from '../../lib/auth-guard.ts';
import { errorResponses } from '../../lib/route-errors.ts';
import type { SellersService } from './sellers.service.ts';

const errors = errorResponses(400, 401, 403, 404, 409, 429);

/** Sellers: their own shop's profile, and ending every session of the account. */
export const sellersSellerRoutes: FastifyPluginAsyncZod<{ sellers: SellersService }> = async (
  app,
  { sellers },
) => {
  app.addHook('onRequest', app.guards.seller);

  app.get(
    '/sellers/profile',
    { schema: { tags: ['sellers'], response: { 200: SellerProfile, ...errors } } },
    (req) => sellers.profile(principal(req).id),
  );
  app.patch(
    '/sellers',
    {
      schema: {
        tags: ['sellers'],
        summary: "Update the seller's own profile sections",
        body: UpdateSellerBody,
        response: { 200: SellerProfile, ...errors },
      },
    },
    (req) => sellers.update(principal(req).id, req.body),
  );
  app.post(
    '/sellers/sign-out-everywhere',
    {
      schema: {
        tags: ['sellers'],
        summary: 'End every session of the seller; answers the token this session goes on with',
        response: { 200: SignedOutEverywhereResponse, ...errors },
      },
    },
    (req) => sellers.signOutEverywhere(principal(req).id),
  );
};
