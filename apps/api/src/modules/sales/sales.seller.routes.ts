import {
  ReceivedPaymentsPage,
  ReceivedPaymentsQuery,
  RevenueChartQuery,
  RevenueChartResponse,
  SellerReportResponse,
} from '@tecnobazar/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { principal } from '../../lib/auth-guard.ts';
import { errorResponses } from '../../lib/route-errors.ts';
import type { SalesService } from './sales.service.ts';

/** Sellers: their sales report, the payments they received and the revenue chart. */
export const salesSellerRoutes: FastifyPluginAsyncZod<{ sales: SalesService }> = async (app, { sales }) => {
  app.addHook('onRequest', app.guards.seller);

  app.get(
    '/sellers/report',
    {
      schema: {
        tags: ['sales'],
        summary: "The seller's sales summary: earnings, refunds, commission, net, orders and ledger entries",
        response: { 200: SellerReportResponse, ...errorResponses(401, 403, 429) },
      },
    },
    (req) => sales.report(principal(req).id),
  );
  app.get(
    '/sellers/payments-received',
    {
      schema: {
        tags: ['sales'],
        summary:
          "The seller's payments received, 3 a page, newest first: what each buyer paid (after the coupon), the commission and what the seller keeps; refunded orders left out",
        querystring: ReceivedPaymentsQuery,
        response: { 200: ReceivedPaymentsPage, ...errorResponses(400, 401, 403, 429) },
      },
    },
    (req) => sales.receivedPayments(principal(req).id, req.query.page),
  );
  app.get(
    '/api/seller/revenue/chart',
    {
      schema: {
        tags: ['sales'],
        summary:
          "The seller's net revenue per hour of today, day (30), month (12) or year (5), in the store's time zone",
        querystring: RevenueChartQuery,
        response: { 200: RevenueChartResponse, ...errorResponses(400, 401, 403, 429) },
      },
    },
    (req) => sales.revenueChart(principal(req).id, req.query.type),
  );
};
