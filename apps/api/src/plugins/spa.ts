import { existsSync } from 'node:fs';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** The JSON 404 of an unknown path; the API scope answers it for every path under its prefix. */
export const routeNotFound = (_req: FastifyRequest, reply: FastifyReply) =>
  reply.code(404).send({ message: 'Ruta no encontrada' });

/**
 * Serves the built SPA from `webDist` when there is one; other pages a browser asks for get index.html.
 * The build writes a `.br` and a `.gz` beside each text file; the one the browser accepts is sent as is.
 */
export async function spa(app: FastifyInstance, webDist: string, apiPrefix: string) {
  if (!existsSync(`${webDist}/index.html`)) {
    app.setNotFoundHandler(routeNotFound);
    return;
  }
  await app.register(fastifyStatic, {
    root: webDist,
    preCompressed: true,
    setHeaders(reply, path) {
      // Built assets carry a content hash; index.html must always be revalidated.
      reply.header(
        'Cache-Control',
        path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
      );
    },
  });
  // History fallback: every other GET that wants a page gets the SPA (precompressed too, as above).
  app.setNotFoundHandler((req, reply) => {
    if (req.method === 'GET' && !req.url.startsWith(`${apiPrefix}/`)) {
      return reply.header('Cache-Control', 'no-cache').sendFile('index.html');
    }
    return routeNotFound(req, reply);
  });
}
