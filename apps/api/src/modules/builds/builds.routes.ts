import {
  BuildIdParams,
  BuildListResponse,
  BuildResponse,
  MessageResponse,
  SaveBuildBody,
} from '@tecnobazar/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { callerId, principal } from '../../lib/auth-guard.ts';
import { errorResponses } from '../../lib/route-errors.ts';
import type { BuildsService } from './builds.service.ts';

const errors = errorResponses(400, 401, 403, 404);

/** Anyone: save a build and open one by its link (a signed-in shopper's build is saved as theirs). */
export const buildsRoutes: FastifyPluginAsyncZod<{ builds: BuildsService }> = async (open, { builds }) => {
  open.addHook('onRequest', open.guards.visitorOrUser);
  open.post(
    '/builds',
    {
      schema: {
        tags: ['builds'],
        summary: "Saves a build: the shopper's when signed in, else a visitor's that never changes",
        body: SaveBuildBody,
        response: { 201: BuildResponse, ...errors },
      },
    },
    async (req, reply) => reply.code(201).send(await builds.create(callerId(req), req.body)),
  );
  open.get(
    '/builds/:id',
    {
      schema: {
        tags: ['builds'],
        summary: 'A build by its public id, with its products as sold now',
        params: BuildIdParams,
        response: { 200: BuildResponse, ...errors },
      },
    },
    (req) => builds.get(req.params.id, callerId(req)),
  );
};

/** Shoppers: their builds, to change or delete (the owner is in every query's WHERE). */
export const myBuildsRoutes: FastifyPluginAsyncZod<{ builds: BuildsService }> = async (own, { builds }) => {
  own.addHook('onRequest', own.guards.user);
  own.get(
    '/api/builds',
    { schema: { tags: ['builds'], response: { 200: BuildListResponse, ...errors } } },
    (req) => builds.mine(principal(req).id),
  );
  own.put(
    '/api/builds/:id',
    {
      schema: {
        tags: ['builds'],
        params: BuildIdParams,
        body: SaveBuildBody,
        response: { 200: BuildResponse, ...errors },
      },
    },
    (req) => builds.update(principal(req).id, req.params.id, req.body),
  );
  own.delete(
    '/api/builds/:id',
    { schema: { tags: ['builds'], params: BuildIdParams, response: { 200: MessageResponse, ...errors } } },
    (req) => builds.remove(principal(req).id, req.params.id),
  );
};
