import type { OrderResponse } from '@tecnobazar/shared';
import { api, Tag } from './base';

const ordersApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Newest first. */
    getOrders: build.query<OrderResponse[], void>({
      query: () => '/api/orders',
      providesTags: [Tag.Orders],
    }),
  }),
});

export const { useGetOrdersQuery } = ordersApi;
