import type { RevisionPage, RevisionState } from '@tecnobazar/shared';
import { api, Tag } from './base';

/** Which proposals the queue lists: a state, and/or only the trusted shops' (published without review). */
export interface RevisionQuery {
  state?: RevisionState;
  auto?: boolean;
  page: number;
}

/** 'Aprobación de productos' (decision 0028, section 5): the sellers' catalogue proposals and the decisions. */
const adminCatalogApi = api.injectEndpoints({
  endpoints: (build) => ({
    getRevisions: build.query<RevisionPage, RevisionQuery>({
      query: ({ state, auto, page }) => ({
        url: '/admin/catalog/revisions',
        params: {
          ...(state && { state }),
          ...(auto !== undefined && { auto: String(auto) }),
          page,
        },
      }),
      providesTags: [Tag.AdminRevisions],
    }),
    approveRevision: build.mutation<{ message: string }, number>({
      query: (id) => ({ url: `/admin/catalog/revisions/${id}/approve`, method: 'POST' }),
      invalidatesTags: [Tag.AdminRevisions, Tag.Products, Tag.SellerProducts],
    }),
    rejectRevision: build.mutation<{ message: string }, { id: number; reason: string }>({
      query: ({ id, reason }) => ({
        url: `/admin/catalog/revisions/${id}/reject`,
        method: 'POST',
        body: { reason },
      }),
      invalidatesTags: [Tag.AdminRevisions, Tag.Products, Tag.SellerProducts],
    }),
    requestRevisionChanges: build.mutation<{ message: string }, { id: number; reason: string }>({
      query: ({ id, reason }) => ({
        url: `/admin/catalog/revisions/${id}/request-changes`,
        method: 'POST',
        body: { reason },
      }),
      invalidatesTags: [Tag.AdminRevisions, Tag.SellerProducts],
    }),
  }),
});

export const {
  useGetRevisionsQuery,
  useApproveRevisionMutation,
  useRejectRevisionMutation,
  useRequestRevisionChangesMutation,
} = adminCatalogApi;
