import {
  HideReviewBody,
  MessageResponse,
  ReportedReviewPage,
  ReportedReviewsQuery,
  ReviewIdParams,
} from '@tecnobazar/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { principal } from '../../lib/auth-guard.ts';
import { errorResponses } from '../../lib/route-errors.ts';
import type { ReviewsService } from './reviews.service.ts';

const errors = errorResponses(400, 401, 403, 404, 429);

/** Administrators: reported reviews, hidden (audited) or dismissed. */
export const reviewsAdminRoutes: FastifyPluginAsyncZod<{ reviews: ReviewsService }> = async (
  app,
  { reviews },
) => {
  app.addHook('onRequest', app.guards.admin);

  app.get(
    '/admin/reviews',
    {
      schema: {
        tags: ['admin'],
        summary: 'Reviews with open reports, the most reported first',
        querystring: ReportedReviewsQuery,
        response: { 200: ReportedReviewPage, ...errors },
      },
    },
    (req) => reviews.reported(req.query),
  );
  app.post(
    '/admin/reviews/:reviewId/hide',
    {
      schema: {
        tags: ['admin'],
        summary: 'Hide a review with a reason: out of the list and the averages (audited)',
        params: ReviewIdParams,
        body: HideReviewBody,
        response: { 200: MessageResponse, ...errors },
      },
    },
    (req) => reviews.hide(principal(req).id, req.params.reviewId, req.body.reason),
  );
  app.post(
    '/admin/reviews/:reviewId/dismiss',
    {
      schema: {
        tags: ['admin'],
        summary: "Dismiss a review's open reports: the review stays (audited)",
        params: ReviewIdParams,
        response: { 200: MessageResponse, ...errors },
      },
    },
    (req) => reviews.dismiss(principal(req).id, req.params.reviewId),
  );
};
