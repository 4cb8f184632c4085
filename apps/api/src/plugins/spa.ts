import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createPageHints, type DrawFirstScreen, screenWidthOf } from './page-hints.ts';

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
  // History fallback: every other GET that wants a page gets the SPA, with that page's code announced and
  // its first data in its head (page-hints.ts); a page without hints gets the file as built, precompressed.
  const hintedHtml = createPageHints(webDist, apiPrefix, await loadDrawing(app, webDist));
  // The embedded answers are made as if the visitor had asked: from their address, so they count
  // against the visitor's own rate limit.
  const answer = (req: FastifyRequest) => async (url: string) => {
    const res = await app.inject({ method: 'GET', url, remoteAddress: req.ip });
    return res.statusCode === 200 ? res.body : undefined;
  };
  const sendPage = async (req: FastifyRequest, reply: FastifyReply) => {
    reply.header('Cache-Control', 'no-cache');
    const { pathname, search } = new URL(req.url, 'http://localhost');
    const html = await hintedHtml(pathname, search, answer(req), screenWidthOf(req.headers['user-agent']));
    return html ? reply.type('text/html; charset=utf-8').send(html) : reply.sendFile('index.html');
  };
  // The home page is a store page like the others (the static files would answer it without hints).
  app.get('/', sendPage);
  app.setNotFoundHandler((req, reply) => {
    if (req.method === 'GET' && !req.url.startsWith(`${apiPrefix}/`)) return sendPage(req, reply);
    return routeNotFound(req, reply);
  });
}

/**
 * The web app's server drawing (`apps/web/dist-server`, built beside `dist`), or undefined without one or
 * when it cannot load. A drawing that fails is logged and the page is sent undrawn: the app draws it in the
 * browser as before.
 */
async function loadDrawing(app: FastifyInstance, webDist: string): Promise<DrawFirstScreen | undefined> {
  const file = join(webDist, '../dist-server/entry-server.js');
  if (!existsSync(file)) return undefined;
  let renderFirstScreen: DrawFirstScreen;
  try {
    ({ renderFirstScreen } = (await import(pathToFileURL(file).href)) as {
      renderFirstScreen: DrawFirstScreen;
    });
  } catch (error) {
    // The store still works undrawn: a drawing that cannot load must not keep the server down.
    app.log.warn({ err: error, file }, 'no se pudo cargar el dibujo de páginas del servidor');
    return undefined;
  }
  return async (url, answer, screenWidth) => {
    try {
      return await renderFirstScreen(url, answer, screenWidth);
    } catch (error) {
      app.log.warn({ err: error, url }, 'no se pudo dibujar la página en el servidor');
      return undefined;
    }
  };
}
