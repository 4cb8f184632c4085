import { AdminDashboardResponse } from '@tecnobazar/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/route-errors.ts';
import type { DashboardService } from './dashboard.service.ts';

/** Administrators: the platform at a glance. */
export const dashboardAdminRoutes: FastifyPluginAsyncZod<{ dashboard: DashboardService }> = async (
  app,
  { dashboard },
) => {
  app.addHook('onRequest', app.guards.admin);

  app.get(
    '/admin/dashboard',
    {
      schema: {
        tags: ['admin'],
        summary: 'Sales today and over 30 days, commission, orders, pending payouts, shops awaiting approval',
        response: { 200: AdminDashboardResponse, ...errorResponses(401, 403, 429) },
      },
    },
    () => dashboard.overview(),
  );
};
