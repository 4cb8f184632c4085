import type { ReportedReviewPage } from '@tecnobazar/shared';
import { api, Tag } from './base';

/** Reported reviews and the administrator's decisions (`/admin/reviews`). */
const adminReviewsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getReportedReviews: build.query<ReportedReviewPage, number>({
      query: (page) => ({ url: '/admin/reviews', params: { page } }),
      providesTags: [Tag.Reviews],
    }),
    hideReview: build.mutation<{ message: string }, { reviewId: number; reason: string }>({
      query: ({ reviewId, reason }) => ({
        url: `/admin/reviews/${reviewId}/hide`,
        method: 'POST',
        body: { reason },
      }),
      invalidatesTags: [Tag.Reviews, Tag.Products],
    }),
    dismissReports: build.mutation<{ message: string }, number>({
      query: (reviewId) => ({ url: `/admin/reviews/${reviewId}/dismiss`, method: 'POST' }),
      invalidatesTags: [Tag.Reviews],
    }),
  }),
});

export const { useGetReportedReviewsQuery, useHideReviewMutation, useDismissReportsMutation } =
  adminReviewsApi;
