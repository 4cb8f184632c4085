import type {
  OrderStatus,
  SellerOrderPage,
  SellerOrderResponse,
  UpdateOrderStatusBody,
} from '@tecnobazar/shared';
import { api, Tag } from './base';

/** The orders of the signed-in seller (10 a page, newest first) and their next step; a step refetches the list. */
const sellerOrdersApi = api.injectEndpoints({
  endpoints: (build) => ({
    getSellerOrders: build.query<SellerOrderPage, { status?: OrderStatus; page: number }>({
      query: ({ status, page }) => ({
        url: '/sellers/orders',
        params: status ? { status, page } : { page },
      }),
      providesTags: [Tag.SellerOrders],
    }),
    updateSellerOrderStatus: build.mutation<
      SellerOrderResponse,
      { orderId: number; body: UpdateOrderStatusBody }
    >({
      query: ({ orderId, body }) => ({ url: `/sellers/orders/${orderId}/status`, method: 'PATCH', body }),
      invalidatesTags: [Tag.SellerOrders],
    }),
  }),
});

export const { useGetSellerOrdersQuery, useUpdateSellerOrderStatusMutation } = sellerOrdersApi;
