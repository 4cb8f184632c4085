import type { OrderResponse, PurchaseResponse } from '@tecnobazar/shared';
import { api, Tag } from './base';

const ordersApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Newest first. */
    getOrders: build.query<OrderResponse[], void>({
      query: () => '/api/orders',
      providesTags: [Tag.Orders],
    }),
    /** The purchase (one payment, an order per seller) the shopper's order `orderId` was paid in: the receipt. */
    getPurchase: build.query<PurchaseResponse, number>({
      query: (orderId) => `/api/orders/${orderId}/purchase`,
      providesTags: [Tag.Orders],
    }),
    /** The shopper's own order, while it is PLACED; 409 with the reason once the seller confirmed it. */
    cancelOrder: build.mutation<OrderResponse, { orderId: number; reason: string }>({
      query: ({ orderId, reason }) => ({
        url: `/api/orders/${orderId}/cancel`,
        method: 'POST',
        body: { reason },
      }),
      invalidatesTags: [Tag.Orders],
    }),
  }),
});

export const { useGetOrdersQuery, useGetPurchaseQuery, useCancelOrderMutation } = ordersApi;
