import type { OrderResponse } from '@tecnobazar/shared';
import { api } from '@/app/api';

const ordersApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Newest first. */
    getOrders: build.query<OrderResponse[], void>({
      query: () => '/api/orders',
      providesTags: ['Orders'],
    }),
  }),
});

export const { useGetOrdersQuery } = ordersApi;
