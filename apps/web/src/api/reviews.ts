import type { CreateReviewBody, ReviewPage } from '@tecnobazar/shared';
import { api, Tag } from './base';

export type ReviewSort = 'newest' | 'highest' | 'lowest' | 'photos';

export interface ReviewsQuery {
  productId: number;
  sort: ReviewSort;
  /** Zero-based. */
  page: number;
}

const reviewsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getReviews: build.query<ReviewPage, ReviewsQuery>({
      query: ({ productId, sort, page }) => ({
        url: `/api/products/${productId}/reviews`,
        params: { sort, page },
      }),
      providesTags: [Tag.Reviews],
    }),
    createReview: build.mutation<unknown, { productId: number; body: CreateReviewBody }>({
      query: ({ productId, body }) => ({ url: `/api/products/${productId}/reviews`, method: 'POST', body }),
      invalidatesTags: [Tag.Reviews],
    }),
    deleteReview: build.mutation<{ message: string }, number>({
      query: (reviewId) => ({ url: `/api/reviews/${reviewId}`, method: 'DELETE' }),
      invalidatesTags: [Tag.Reviews],
    }),
  }),
});

export const { useGetReviewsQuery, useCreateReviewMutation, useDeleteReviewMutation } = reviewsApi;
