import {
  ErrorResponse,
  OrderResponse,
  OrderTokenQuery,
  PaymentStartQuery,
  PaymentStartResponse,
} from '@tecnobazar/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { principal } from '../../lib/auth-guard.ts';
import { badRequest } from '../../lib/errors.ts';
import type { CheckoutService } from './checkout.service.ts';

const errors = {
  400: ErrorResponse,
  401: ErrorResponse,
  403: ErrorResponse,
  404: ErrorResponse,
  409: ErrorResponse,
  422: ErrorResponse,
  503: ErrorResponse,
};

export const checkoutRoutes: FastifyPluginAsyncZod<{ checkout: CheckoutService }> = async (
  app,
  { checkout },
) => {
  app.get(
    '/api/payments/paypal/start',
    {
      onRequest: app.guards.user,
      schema: {
        tags: ['checkout'],
        summary: 'Starts paying the cart; `amount` must be the cart total the buyer saw',
        querystring: PaymentStartQuery,
        response: { 200: PaymentStartResponse, ...errors },
      },
    },
    (req) => checkout.start(principal(req).id, req.query.amount, req.query.addressId),
  );
  app.post(
    '/api/orders/create',
    {
      onRequest: app.guards.user,
      schema: {
        tags: ['checkout'],
        summary: 'Captures the approved payment and places one order per seller (idempotent)',
        querystring: OrderTokenQuery,
        response: { 200: z.array(OrderResponse), ...errors },
      },
    },
    (req) => checkout.complete(principal(req).id, req.query.token),
  );
  // PayPal verifies the signature over the exact bytes it sent, so this route keeps the raw body.
  await app.register(async (hook) => {
    hook.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, body, done) =>
      done(null, body),
    );
    hook.post(
      '/api/payments/paypal/webhook',
      {
        config: { rateLimit: false },
        schema: {
          tags: ['checkout'],
          summary: 'PayPal webhook; the signature is verified with PayPal',
          response: { 200: z.object({ received: z.boolean() }), 400: ErrorResponse },
        },
      },
      async (req) => {
        const raw = typeof req.body === 'string' ? req.body : '';
        if (!(await checkout.webhook(req.headers, raw))) throw badRequest('Firma del webhook no válida');
        return { received: true };
      },
    );
  });
};
