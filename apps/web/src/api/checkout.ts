import type { OrderResponse, PaymentInProgressResponse } from '@tecnobazar/shared';
import { api, Tag } from './base';

// The PayPal checkout: start sends the buyer to PayPal, and the return page turns the approved payment into
// orders (the server's checkout module).
const paymentsApi = api.injectEndpoints({
  endpoints: (build) => ({
    startPaypalPayment: build.mutation<{ redirect_url?: string }, { amount: number; addressId: number }>({
      // The amount travels with two decimals (product.md#checkout); the server refuses it when its own total
      // differs.
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
    /** The payment that started and has not become orders yet (the cart shows it); read again with the cart. */
    getPaymentInProgress: build.query<PaymentInProgressResponse, void>({
      query: () => '/api/payments/paypal/in-progress',
      providesTags: [Tag.Cart],
    }),
    /** Cancels the shopper's payment in progress: it is never charged. */
    cancelPayment: build.mutation<PaymentInProgressResponse, string>({
      query: (token) => ({ url: '/api/payments/paypal/cancel', method: 'POST', params: { token } }),
      invalidatesTags: (result) => (result ? [Tag.Cart] : []),
    }),
  }),
});

export const {
  useStartPaypalPaymentMutation,
  useCreateOrdersMutation,
  useGetPaymentInProgressQuery,
  useCancelPaymentMutation,
} = paymentsApi;
