import type { OrderResponse } from '@tecnobazar/shared';
import { api, Tag } from './base';

// The PayPal checkout: start sends the buyer to PayPal, and the return page turns the approved payment into
// orders (the server's checkout module).
const paymentsApi = api.injectEndpoints({
  endpoints: (build) => ({
    startPaypalPayment: build.mutation<{ redirect_url?: string }, { amount: number; addressId: number }>({
      // Spec §7: the amount travels with two decimals; the server refuses it when its own total differs.
      query: ({ amount, addressId }) => ({
        url: '/api/payments/paypal/start',
        params: { amount: amount.toFixed(2), addressId },
      }),
    }),
    /** Captures the approved payment and places one order per seller; calling it again answers the same orders. */
    createOrders: build.mutation<OrderResponse[], string>({
      query: (token) => ({ url: '/api/orders/create', method: 'POST', params: { token } }),
      // The paid lines left the cart and new orders exist: the badge, cart and orders list read them again.
      invalidatesTags: (result) => (result ? [Tag.Cart, Tag.Orders] : []),
    }),
  }),
});

export const { useStartPaypalPaymentMutation, useCreateOrdersMutation } = paymentsApi;
