import { MailPreferencesResponse, UpdateCustomerMailPreference } from '@tecnobazar/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { principal } from '../../lib/auth-guard.ts';
import { errorResponses } from '../../lib/route-errors.ts';
import type { NotificationsService } from './notifications.service.ts';

/** Shoppers: which optional mails they get. */
export const notificationsRoutes: FastifyPluginAsyncZod<{ notifications: NotificationsService }> = async (
  app,
  { notifications },
) => {
  app.addHook('onRequest', app.guards.user);

  app.get(
    '/api/users/mail-preferences',
    {
      schema: {
        tags: ['users'],
        summary: 'The optional mails of the signed-in shopper, each on or off',
        response: { 200: MailPreferencesResponse, ...errorResponses(401, 403) },
      },
    },
    (req) => notifications.customerPreferences(principal(req).id),
  );
  app.put(
    '/api/users/mail-preferences',
    {
      schema: {
        tags: ['users'],
        summary: 'Turns one optional mail of the signed-in shopper on or off',
        body: UpdateCustomerMailPreference,
        response: { 200: MailPreferencesResponse, ...errorResponses(400, 401, 403) },
      },
    },
    async (req) => {
      const { id } = principal(req);
      await notifications.setCustomerPreference(id, req.body.kind, req.body.enabled);
      return notifications.customerPreferences(id);
    },
  );
};
