import {
  ReviewIdParams,
  ReviewResponse,
  SellerReplyBody,
  SellerReviewPage,
  SellerReviewsQuery,
} from '@tecnobazar/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { principal } from '../../lib/auth-guard.ts';
import { errorResponses } from '../../lib/route-errors.ts';
import type { ReviewsService } from './reviews.service.ts';

/** Sellers: the reviews of their products, and their one public reply to each. */
export const reviewsSellerRoutes: FastifyPluginAsyncZod<{ reviews: ReviewsService }> = async (
  app,
  { reviews },
) => {
  app.addHook('onRequest', app.guards.seller);

  app.get(
    '/api/seller/reviews',
    {
      schema: {
        tags: ['reviews'],
        summary: "The reviews of the seller's products, newest first (optionally only the unanswered)",
        querystring: SellerReviewsQuery,
        response: { 200: SellerReviewPage, ...errorResponses(400, 401, 403, 429) },
      },
    },
    (req) => reviews.forSeller(principal(req).id, req.query),
  );
  app.put(
    '/api/seller/reviews/:reviewId/reply',
    {
      schema: {
        tags: ['reviews'],
        summary: "Answer a review of one's product, or edit the answer",
        params: ReviewIdParams,
        body: SellerReplyBody,
        response: { 200: ReviewResponse, ...errorResponses(400, 401, 403, 404, 429) },
      },
    },
    (req) => reviews.reply(principal(req).id, req.params.reviewId, req.body.reply),
  );
};
