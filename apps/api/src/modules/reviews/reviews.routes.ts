import {
  CreateReviewBody,
  MessageResponse,
  ProductIdParams,
  REVIEW_LIST_MAX,
  ReportReviewBody,
  ReviewIdParams,
  ReviewList,
  ReviewListQuery,
  ReviewPage,
  ReviewResponse,
  ReviewsQuery,
  UpdateReviewBody,
} from '@tecnobazar/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { principal } from '../../lib/auth-guard.ts';
import { errorResponses } from '../../lib/route-errors.ts';
import type { ReviewsService } from './reviews.service.ts';

const errors = errorResponses(400, 401, 403, 404, 409, 429);

/** Public: a product's reviews. Shoppers: writing, editing and deleting their own (an admin deletes any). */
export const reviewsRoutes: FastifyPluginAsyncZod<{ reviews: ReviewsService }> = async (app, { reviews }) => {
  app.get(
    '/api/products/:productId/reviews',
    {
      schema: {
        tags: ['reviews'],
        summary: `A product's reviews as an array, newest first: the newest ${REVIEW_LIST_MAX}, or a page of \`size\` when asked`,
        params: ProductIdParams,
        querystring: ReviewListQuery,
        response: { 200: ReviewList, ...errorResponses(400, 404, 429) },
      },
    },
    (req) => reviews.newest(req.params.productId, req.query),
  );
  app.get(
    '/api/products/:productId/reviews/page',
    {
      schema: {
        tags: ['reviews'],
        summary:
          "A product's reviews, 10 a page (newest, highest, lowest or with photos first), and the summary",
        params: ProductIdParams,
        querystring: ReviewsQuery,
        response: { 200: ReviewPage, ...errorResponses(400, 404, 429) },
      },
    },
    (req) => reviews.page(req.params.productId, req.query),
  );

  app.get(
    '/api/reviews/:reviewId',
    {
      schema: {
        tags: ['reviews'],
        summary: 'One review (hidden ones are not found)',
        params: ReviewIdParams,
        response: { 200: ReviewResponse, ...errorResponses(400, 404, 429) },
      },
    },
    (req) => reviews.one(req.params.reviewId),
  );

  await app.register(reviewsShopperRoutes, { reviews });
};

/** Shoppers (and administrators, who are users): their own reviews. */
const reviewsShopperRoutes: FastifyPluginAsyncZod<{ reviews: ReviewsService }> = async (app, { reviews }) => {
  app.addHook('onRequest', app.guards.user);

  app.post(
    '/api/products/:productId/reviews',
    {
      schema: {
        tags: ['reviews'],
        summary: 'Review a product once (verified when bought)',
        params: ProductIdParams,
        body: CreateReviewBody,
        response: { 201: ReviewResponse, ...errors },
      },
    },
    async (req, reply) =>
      reply.code(201).send(await reviews.create(principal(req).id, req.params.productId, req.body)),
  );
  app.patch(
    '/api/reviews/:reviewId',
    {
      schema: {
        tags: ['reviews'],
        summary: 'Edit an own review',
        params: ReviewIdParams,
        body: UpdateReviewBody,
        response: { 200: ReviewResponse, ...errors },
      },
    },
    (req) => reviews.update(principal(req).id, req.params.reviewId, req.body),
  );
  app.delete(
    '/api/reviews/:reviewId',
    {
      schema: {
        tags: ['reviews'],
        summary: 'Delete an own review (an administrator deletes any)',
        params: ReviewIdParams,
        response: { 200: MessageResponse, ...errors },
      },
    },
    (req) => {
      const caller = principal(req);
      return reviews.remove(caller.id, req.params.reviewId, caller.role === 'ROLE_ADMIN');
    },
  );
  app.post(
    '/api/reviews/:reviewId/report',
    {
      schema: {
        tags: ['reviews'],
        summary: "Report someone else's review to the administrators, once",
        params: ReviewIdParams,
        body: ReportReviewBody,
        response: { 201: MessageResponse, ...errors },
      },
    },
    async (req, reply) =>
      reply.code(201).send(await reviews.report(principal(req).id, req.params.reviewId, req.body.reason)),
  );
};
