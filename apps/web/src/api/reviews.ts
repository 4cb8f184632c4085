import type { CreateReviewBody, ReviewPage, ReviewResponse, UpdateReviewBody } from '@tecnobazar/shared';
import { api, Tag } from './base';

export type ReviewSort = 'newest' | 'highest' | 'lowest' | 'photos';

export interface ReviewPageQuery {
  productId: number;
  sort: ReviewSort;
  /** Zero-based. */
  page: number;
}

/** A product's reviews, one's own review's changes, and reports (product.md#reviews). */
const reviewsApi = api.injectEndpoints({
  endpoints: (build) => ({
    // Our own route, with the summary: `/reviews` itself answers the spec's client a plain array.
    getReviewPage: build.query<ReviewPage, ReviewPageQuery>({
      query: ({ productId, sort, page }) => ({
        url: `/api/products/${productId}/reviews/page`,
        params: { sort, page },
      }),
      providesTags: [Tag.Reviews],
    }),
    getReview: build.query<ReviewResponse, number>({
      query: (reviewId) => `/api/reviews/${reviewId}`,
      providesTags: [Tag.Reviews],
    }),
    createReview: build.mutation<ReviewResponse, { productId: number; body: CreateReviewBody }>({
      query: ({ productId, body }) => ({ url: `/api/products/${productId}/reviews`, method: 'POST', body }),
      invalidatesTags: [Tag.Reviews, Tag.Products],
    }),
    updateReview: build.mutation<ReviewResponse, { reviewId: number; body: UpdateReviewBody }>({
      query: ({ reviewId, body }) => ({ url: `/api/reviews/${reviewId}`, method: 'PATCH', body }),
      invalidatesTags: [Tag.Reviews, Tag.Products],
    }),
    deleteReview: build.mutation<{ message: string }, number>({
      query: (reviewId) => ({ url: `/api/reviews/${reviewId}`, method: 'DELETE' }),
      invalidatesTags: [Tag.Reviews, Tag.Products],
    }),
    reportReview: build.mutation<{ message: string }, { reviewId: number; reason: string }>({
      query: ({ reviewId, reason }) => ({
        url: `/api/reviews/${reviewId}/report`,
        method: 'POST',
        body: { reason },
      }),
    }),
  }),
});

export const {
  useGetReviewPageQuery,
  useGetReviewQuery,
  useCreateReviewMutation,
  useUpdateReviewMutation,
  useDeleteReviewMutation,
  useReportReviewMutation,
} = reviewsApi;
