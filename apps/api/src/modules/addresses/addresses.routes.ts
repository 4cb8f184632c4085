import { AddressBody, AddressResponse, ErrorResponse, IdParams } from '@tecnobazar/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { principal } from '../../lib/auth-guard.ts';
import type { AddressesService } from './addresses.service.ts';

const errors = { 400: ErrorResponse, 401: ErrorResponse, 403: ErrorResponse, 404: ErrorResponse };

export const addressesRoutes: FastifyPluginAsyncZod<{ addresses: AddressesService }> = async (
  app,
  { addresses },
) => {
  app.get(
    '/api/users/addresses',
    {
      onRequest: app.guards.user,
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
    {
      onRequest: app.guards.user,
      schema: { tags: ['users'], body: AddressBody, response: { 201: AddressResponse, ...errors } },
    },
    async (req, reply) => reply.code(201).send(await addresses.add(principal(req).id, req.body)),
  );
  app.delete(
    '/api/users/addresses/:id',
    {
      onRequest: app.guards.user,
      schema: {
        tags: ['users'],
        params: IdParams,
        response: { 200: z.object({ message: z.string(), id: z.number() }), ...errors },
      },
    },
    (req) => addresses.remove(principal(req).id, req.params.id),
  );
};
