import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * `onRequest` hook: a call with no body to a route that takes none is served whatever content type it
 * names. The original success page posts `orders/create` as `application/x-www-form-urlencoded` with no
 * body, and some clients label every call `application/json`; Fastify would parse the nothing by that
 * type and answer 415 or 400. Routes that take a body still say their body is missing.
 */
export function ignoreTypeOfEmptyBody(req: FastifyRequest, _reply: FastifyReply, done: () => void) {
  const { headers } = req.raw;
  const empty = headers['transfer-encoding'] === undefined && (headers['content-length'] ?? '0') === '0';
  if (empty && req.routeOptions.schema?.body === undefined) delete headers['content-type'];
  done();
}
