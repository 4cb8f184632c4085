import type { SellerProfile, SellerStatus } from '@tecnobazar/shared';
import { api, Tag } from './base';

/** The admin's view of the shops (product.md#admin-area): list by account status, change a status. */
const adminSellersApi = api.injectEndpoints({
  endpoints: (build) => ({
    getSellersByStatus: build.query<SellerProfile[], SellerStatus>({
      query: (status) => ({ url: '/sellers', params: { status } }),
      providesTags: [Tag.AdminSellers],
    }),
    /** Answers the seller with the new status; every status list is stale (the seller moves lists). */
    updateSellerStatus: build.mutation<SellerProfile, { id: number; status: SellerStatus }>({
      query: ({ id, status }) => ({
        url: `/admin/seller/${id}/status/${encodeURIComponent(status)}`,
        method: 'PATCH',
      }),
      invalidatesTags: [Tag.AdminSellers],
    }),
    /** Trusts a shop or stops trusting it: a trusted shop's catalogue proposals are published without review. */
    setSellerTrusted: build.mutation<SellerProfile, { id: number; trusted: boolean }>({
      query: ({ id, trusted }) => ({
        url: `/admin/seller/${id}/trusted`,
        method: 'PATCH',
        body: { trusted },
      }),
      invalidatesTags: [Tag.AdminSellers],
    }),
  }),
});

export const { useGetSellersByStatusQuery, useUpdateSellerStatusMutation, useSetSellerTrustedMutation } =
  adminSellersApi;
