import type {
  AdminDealResponse,
  CreateDealBody,
  DeleteDealResponse,
  HomeCategoryResponse,
  UpdateDealBody,
  UpdateHomeCategoryBody,
} from '@tecnobazar/shared';
import type { z } from 'zod';
import { api, Tag } from './base';

/** A home-page tile: its section is GRID, SHOP_BY_CATEGORIES, ELECTRIC_CATEGORIES or DEALS. */
export type HomeTile = z.infer<typeof HomeCategoryResponse>;
/** A deal with its category's best discount now: the home page shows it only while that reaches it. */
export type Deal = z.infer<typeof AdminDealResponse>;
export type DeleteDealAnswer = z.infer<typeof DeleteDealResponse>;

/**
 * The admin's home tiles and deals (product.md#admin-area). Every change makes the
 * admin lists and the public home page stale; a deal leaves the list only when the server says it went.
 */
const adminHomeApi = api.injectEndpoints({
  endpoints: (build) => ({
    getAdminHomeCategories: build.query<HomeTile[], void>({
      query: () => '/admin/home-category',
      providesTags: [Tag.HomeAdmin],
    }),
    /** Answers the tile; the deals that show it are stale too, so both lists refetch. */
    updateHomeCategory: build.mutation<HomeTile, { id: number; body: UpdateHomeCategoryBody }>({
      query: ({ id, body }) => ({ url: `/admin/home-category/${id}`, method: 'PATCH', body }),
      invalidatesTags: (result) => (result ? [Tag.HomeAdmin, Tag.HomePage] : []),
    }),
    getAdminDeals: build.query<Deal[], void>({
      query: () => '/admin/deals',
      providesTags: [Tag.HomeAdmin],
    }),
    createDeal: build.mutation<Deal, CreateDealBody>({
      query: (body) => ({ url: '/admin/deals', method: 'POST', body }),
      invalidatesTags: (result) => (result ? [Tag.HomeAdmin, Tag.HomePage] : []),
    }),
    updateDeal: build.mutation<Deal, { id: number; body: UpdateDealBody }>({
      query: ({ id, body }) => ({ url: `/admin/deals/${id}`, method: 'PATCH', body }),
      invalidatesTags: (result) => (result ? [Tag.HomeAdmin, Tag.HomePage] : []),
    }),
    /** The deal is removed only when the answer's `status` is truthy (product.md#calls). */
    deleteDeal: build.mutation<DeleteDealAnswer, number>({
      query: (id) => ({ url: `/admin/deals/${id}`, method: 'DELETE' }),
      async onQueryStarted(id, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: undefined }));
        if (data?.status) {
          dispatch(
            adminHomeApi.util.updateQueryData('getAdminDeals', undefined, (deals) =>
              deals.filter((deal) => deal.id !== id),
            ),
          );
        }
      },
      invalidatesTags: (result) => (result?.status ? [Tag.HomeAdmin, Tag.HomePage] : []),
    }),
  }),
});

export const {
  useGetAdminHomeCategoriesQuery,
  useUpdateHomeCategoryMutation,
  useGetAdminDealsQuery,
  useCreateDealMutation,
  useUpdateDealMutation,
  useDeleteDealMutation,
} = adminHomeApi;
