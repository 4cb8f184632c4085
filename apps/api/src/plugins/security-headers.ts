import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

/**
 * Helmet's headers on every answer, with a content security policy the SPA works under. The middleware is
 * built once, here: @fastify/helmet rebuilt it, policy parsing included, on every request (5% of a listing
 * request's CPU under load).
 */
export async function securityHeaders(app: FastifyInstance) {
  const setHeaders = helmet({
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
  });
  app.addHook('onRequest', (request, reply, done) => {
    setHeaders(request.raw, reply.raw, (err) => done(err as Error | undefined));
  });
}
