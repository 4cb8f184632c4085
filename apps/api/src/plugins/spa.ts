import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { errorBody } from '../lib/errors.ts';
import { createPageHints, type DrawFirstScreen, screenWidthOf } from './page-hints.ts';
import { type ApiCall, type KnowsPage, pageExists } from './page-status.ts';
import { socialMeta, withSocialMeta } from './social-meta.ts';

/** The JSON 404 of an unknown path; the API scope answers it for every path under its prefix. */
export const routeNotFound = (_req: FastifyRequest, reply: FastifyReply) =>
  reply.code(404).send(errorBody('Ruta no encontrada'));

/**
 * Serves the built SPA from `webDist` when there is one; other pages a browser asks for get index.html.
 * The build writes a `.br` and a `.gz` beside each text file; the one the browser accepts is sent as is.
 */
export async function spa(app: FastifyInstance, webDist: string, apiPrefix: string, publicUrl: string) {
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
  const serverBuild = await loadServerBuild(app, webDist);
  const hintedHtml = createPageHints(webDist, apiPrefix, serverBuild?.drawFirstScreen);
  // A page that does not exist is still the app (it says so itself), sent with 404.
  const indexHtml = readFileSync(join(webDist, 'index.html'), 'utf8');
  // The page's API calls are made as if the visitor had asked: from their address, so they count against
  // the visitor's own rate limit; each at most once per page.
  const callsOf = (req: FastifyRequest): ApiCall => {
    const made = new Map<string, ReturnType<ApiCall>>();
    return (url) => {
      let call = made.get(url);
      if (!call) {
        call = app
          .inject({ method: 'GET', url, remoteAddress: req.ip })
          .then((res) => ({ status: res.statusCode, body: res.body }));
        made.set(url, call);
      }
      return call;
    };
  };
  const sendPage = async (req: FastifyRequest, reply: FastifyReply) => {
    reply.header('Cache-Control', 'no-cache');
    const { pathname, search } = new URL(req.url, 'http://localhost');
    const call = callsOf(req);
    const answer = async (url: string) => {
      const res = await call(url);
      return res.status === 200 ? res.body : undefined;
    };
    const [exists, hinted, meta] = await Promise.all([
      pageExists(pathname, apiPrefix, call, serverBuild?.knowsPage),
      hintedHtml(pathname, search, answer, screenWidthOf(req.headers['user-agent'])),
      socialMeta(pathname, apiPrefix, call, publicUrl),
    ]);
    if (!exists) reply.code(404);
    const html = meta ? withSocialMeta(hinted ?? indexHtml, meta) : hinted;
    if (html) return reply.type('text/html; charset=utf-8').send(html);
    return exists ? reply.sendFile('index.html') : reply.type('text/html; charset=utf-8').send(indexHtml);
  };
  // The home page is a store page like the others (the static files would answer it without hints).
  app.get('/', sendPage);
  app.setNotFoundHandler((req, reply) => {
    if (req.method === 'GET' && !req.url.startsWith(`${apiPrefix}/`)) return sendPage(req, reply);
    return routeNotFound(req, reply);
  });
}

/**
 * The web app's server build (`apps/web/dist-server`, built beside `dist`): its drawing of a page's first
 * screen and its list of pages. Undefined without one or when it cannot load. A drawing or a lookup that
 * fails is logged, and the page is sent undrawn (the app draws it in the browser) with 200.
 */
async function loadServerBuild(
  app: FastifyInstance,
  webDist: string,
): Promise<{ drawFirstScreen: DrawFirstScreen; knowsPage: KnowsPage } | undefined> {
  const file = join(webDist, '../dist-server/entry-server.js');
  if (!existsSync(file)) return undefined;
  let build: { renderFirstScreen: DrawFirstScreen; isKnownPage: KnowsPage };
  try {
    build = await import(pathToFileURL(file).href);
  } catch (error) {
    // The store still works undrawn: a drawing that cannot load must not keep the server down.
    app.log.warn({ err: error, file }, 'no se pudo cargar el dibujo de páginas del servidor');
    return undefined;
  }
  return {
    async drawFirstScreen(url, answer, screenWidth) {
      try {
        return await build.renderFirstScreen(url, answer, screenWidth);
      } catch (error) {
        app.log.warn({ err: error, url }, 'no se pudo dibujar la página en el servidor');
        return undefined;
      }
    },
    async knowsPage(pathname) {
      try {
        return await build.isKnownPage(pathname);
      } catch (error) {
        app.log.warn({ err: error, pathname }, 'no se pudo saber si la página existe');
        return true;
      }
    },
  };
}
