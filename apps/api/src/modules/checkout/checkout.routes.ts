import {
  OrderResponse,
  OrderTokenQuery,
  PaymentInProgressResponse,
  PaymentStartQuery,
  PaymentStartResponse,
} from '@tecnobazar/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { principal } from '../../lib/auth-guard.ts';
import { badRequest } from '../../lib/errors.ts';
import { errorResponses } from '../../lib/route-errors.ts';
import type { CheckoutService } from './checkout.service.ts';

const errors = errorResponses(400, 401, 403, 404, 409, 422, 503);

/**
 * Shoppers: paying the cart, and placing the orders once PayPal approved (under /orders for the original
 * client, but the checkout answers it).
 */
const shopperRoutes: FastifyPluginAsyncZod<{ checkout: CheckoutService }> = async (app, { checkout }) => {
  app.addHook('onRequest', app.guards.user);

  app.get(
    '/api/payments/paypal/start',
    {
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
      schema: {
        tags: ['checkout'],
        summary: 'Captures the approved payment and places one order per seller (idempotent)',
        querystring: OrderTokenQuery,
        response: { 200: z.array(OrderResponse), ...errors },
      },
    },
    (req) => checkout.complete(principal(req).id, req.query.token),
  );
  app.get(
    '/api/payments/paypal/in-progress',
    {
      schema: {
        tags: ['checkout'],
        summary:
          "The shopper's payment that started and has not become orders yet, or null (the cart shows it)",
        response: { 200: PaymentInProgressResponse, ...errors },
      },
    },
    async (req) => ({ payment: await checkout.inProgress(principal(req).id) }),
  );
  app.post(
    '/api/payments/paypal/cancel',
    {
      schema: {
        tags: ['checkout'],
        summary: "Cancels the shopper's own payment in progress, so it is never charged (idempotent)",
        querystring: OrderTokenQuery,
        response: { 200: PaymentInProgressResponse, ...errors },
      },
    },
    async (req) => {
      const userId = principal(req).id;
      await checkout.cancel(userId, req.query.token);
      return { payment: await checkout.inProgress(userId) };
    },
  );
};

/** Public: PayPal's webhook, checked by its signature. */
const webhookRoutes: FastifyPluginAsyncZod<{ checkout: CheckoutService }> = async (app, { checkout }) => {
  // PayPal verifies the signature over the exact bytes it sent, so this route keeps the raw body.
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, body, done) => done(null, body));
  app.post(
    '/api/payments/paypal/webhook',
    {
      config: { rateLimit: false },
      schema: {
        tags: ['checkout'],
        summary: 'PayPal webhook; the signature is verified with PayPal',
        response: { 200: z.object({ received: z.boolean() }), ...errorResponses(400) },
      },
    },
    async (req) => {
      const raw = typeof req.body === 'string' ? req.body : '';
      if (!(await checkout.webhook(req.headers, raw))) throw badRequest('Firma del webhook no válida');
      return { received: true };
    },
  );
};

export const checkoutRoutes: FastifyPluginAsyncZod<{ checkout: CheckoutService }> = async (
  app,
  { checkout },
) => {
  await app.register(shopperRoutes, { checkout });
  await app.register(webhookRoutes, { checkout });
};
