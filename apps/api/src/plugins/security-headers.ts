import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

/**
 * Helmet's headers, with a content security policy the SPA works under, on every page and file; a JSON
 * answer gets only DATA_HEADERS. Helmet runs once, here: its headers are the same for every request. The
 * twelve headers of a page (~900 bytes, written and parsed on every call) cost a product request about 8 %
 * of its throughput under load (issue 35). A header the route set itself is kept.
 */
export async function securityHeaders(app: FastifyInstance) {
  const headers = headersWrittenBy(
    helmet({
      contentSecurityPolicy: {
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'"],
          // MUI's emotion injects <style> elements at run time.
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:', 'blob:', 'https://res.cloudinary.com'],
          connectSrc: ["'self'", 'https://api.cloudinary.com'],
          fontSrc: ["'self'", 'data:'],
          objectSrc: ["'none'"],
          frameAncestors: ["'none'"],
          formAction: ["'self'"],
          upgradeInsecureRequests: null,
        },
      },
    }),
  );
  const pageHeaders = Object.entries(headers);
  const dataHeaders = Object.entries(DATA_HEADERS);
  app.addHook('onSend', (_request, reply, payload, done) => {
    const type = reply.getHeader('content-type');
    const json = typeof type === 'string' && type.startsWith('application/json');
    for (const [name, value] of json ? dataHeaders : pageHeaders)
      if (!reply.hasHeader(name)) reply.header(name, value);
    done(null, payload);
  });
}

/** What guards data that is never a page (OWASP's REST Security Cheat Sheet): nothing to load, frame or sniff. */
const DATA_HEADERS = Object.freeze({
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'cross-origin-resource-policy': 'same-origin',
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'x-content-type-options': 'nosniff',
});

type Middleware = (req: IncomingMessage, res: ServerResponse, next: (err?: unknown) => void) => void;

/** The headers a middleware that only sets headers writes, whatever the request. */
function headersWrittenBy(middleware: Middleware): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string | number | readonly string[]) => {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  };
  let done = false;
  middleware({ headers: {} } as IncomingMessage, response as unknown as ServerResponse, (err) => {
    if (err) throw err;
    done = true;
  });
  if (!done) throw new Error('security headers: the middleware did not finish at once');
  return Object.freeze(headers);
}
