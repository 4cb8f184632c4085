import type { PayoutResponse, SellerBalanceResponse } from '@tecnobazar/shared';
import { api, Tag } from './base';

/** The seller's money: balance and payouts (product.md#seller-money). */
const payoutsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getSellerBalance: build.query<SellerBalanceResponse, void>({
      query: () => '/api/payouts/seller/balance',
      providesTags: [Tag.Payouts, Tag.SellerOrders],
    }),
    getSellerPayouts: build.query<PayoutResponse[], void>({
      query: () => '/api/payouts/seller',
      providesTags: [Tag.Payouts],
    }),
    /** Asks to be paid the whole available balance (409 with the reason when it cannot). */
    requestPayout: build.mutation<PayoutResponse, void>({
      query: () => ({ url: '/api/payouts/seller', method: 'POST' }),
      invalidatesTags: [Tag.Payouts],
    }),
  }),
});

export const { useGetSellerBalanceQuery, useGetSellerPayoutsQuery, useRequestPayoutMutation } = payoutsApi;
