import type { ReviewResponse, SellerReviewPage } from '@tecnobazar/shared';
import { api, Tag } from './base';

/** The reviews of the seller's products and the seller's replies (`/api/seller/reviews`). */
const sellerReviewsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getSellerReviews: build.query<SellerReviewPage, { unanswered: boolean; page: number }>({
      query: ({ unanswered, page }) => ({
        url: '/api/seller/reviews',
        params: { unanswered: String(unanswered), page },
      }),
      providesTags: [Tag.Reviews],
    }),
    replyToReview: build.mutation<ReviewResponse, { reviewId: number; reply: string }>({
      query: ({ reviewId, reply }) => ({
        url: `/api/seller/reviews/${reviewId}/reply`,
        method: 'PUT',
        body: { reply },
      }),
      invalidatesTags: [Tag.Reviews],
    }),
  }),
});

export const { useGetSellerReviewsQuery, useReplyToReviewMutation } = sellerReviewsApi;
