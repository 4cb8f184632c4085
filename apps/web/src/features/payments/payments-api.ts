import type { OrderResponse } from '@tecnobazar/shared';
import { api } from '@/app/api';

const paymentsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Captures the approved payment and places one order per seller; calling it again answers the same orders. */
    createOrders: build.mutation<OrderResponse[], string>({
      query: (token) => ({ url: '/api/orders/create', method: 'POST', params: { token } }),
      // The paid lines left the cart and new orders exist: the badge, cart and orders list read them again.
      invalidatesTags: (result) => (result ? ['Cart', 'Orders'] : []),
    }),
  }),
});

export const { useCreateOrdersMutation } = paymentsApi;
