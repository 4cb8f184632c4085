import { MailPreferencesResponse, UpdateSellerMailPreference } from '@tecnobazar/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { principal } from '../../lib/auth-guard.ts';
import { errorResponses } from '../../lib/route-errors.ts';
import type { NotificationsService } from './notifications.service.ts';

/** Sellers: which optional mails they get. */
export const notificationsSellerRoutes: FastifyPluginAsyncZod<{
  notifications: NotificationsService;
}> = async (app, { notifications }) => {
  app.addHook('onRequest', app.guards.seller);

  app.get(
    '/sellers/mail-preferences',
    {
      schema: {
        tags: ['sellers'],
        summary: 'The optional mails of the signed-in seller, each on or off',
        response: { 200: MailPreferencesResponse, ...errorResponses(401, 403) },
      },
    },
    (req) => notifications.sellerPreferences(principal(req).id),
  );
  app.put(
    '/sellers/mail-preferences',
    {
      schema: {
        tags: ['sellers'],
        summary: 'Turns one optional mail of the signed-in seller on or off',
        body: UpdateSellerMailPreference,
        response: { 200: MailPreferencesResponse, ...errorResponses(400, 401, 403) },
      },
    },
    async (req) => {
      const { id } = principal(req);
      await notifications.setSellerPreference(id, req.body.kind, req.body.enabled);
      return notifications.sellerPreferences(id);
    },
  );
};
