import { AddressBody, AddressResponse, IdParams } from '@tecnobazar/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { principal } from '../../lib/auth-guard.ts';
import { errorResponses } from '../../lib/route-errors.ts';
import type { AddressesService } from './addresses.service.ts';

const errors = errorResponses(400, 401, 403, 404);

/** Shoppers: their saved delivery addresses. */
export const addressesRoutes: FastifyPluginAsyncZod<{ addresses: AddressesService }> = async (
  app,
  { addresses },
) => {
  app.addHook('onRequest', app.guards.user);

  app.get(
    '/api/users/addresses',
    {
      schema: {
        tags: ['users'],
        summary: 'Saved delivery addresses',
        response: { 200: z.array(AddressResponse), ...errors },
      },
    },
    (req) => addresses.list(principal(req).id),
  );
  app.post(
    '/api/users/addresses',
    { schema: { tags: ['users'], body: AddressBody, response: { 201: AddressResponse, ...errors } } },
    async (req, reply) => reply.code(201).send(await addresses.add(principal(req).id, req.body)),
  );
  app.delete(
    '/api/users/addresses/:id',
    {
      schema: {
        tags: ['users'],
        params: IdParams,
        response: { 200: z.object({ message: z.string(), id: z.number() }), ...errors },
      },
    },
    (req) => addresses.remove(principal(req).id, req.params.id),
  );
};
