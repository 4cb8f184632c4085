import type { CartResponse } from '@tecnobazar/shared';
import { api } from './base';
import { replaceCart } from './cart';

const couponsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** `apply: false` removes the coupon; answers the whole cart with the new totals. */
    applyCoupon: build.mutation<CartResponse, { apply: boolean; code: string; orderValue: number }>({
      query: ({ apply, code, orderValue }) => ({
        url: '/api/coupons/apply',
        method: 'POST',
        params: { apply: String(apply), code, orderValue },
      }),
      onQueryStarted: (_args, lifecycle) => replaceCart(lifecycle),
    }),
  }),
});

export const { useApplyCouponMutation } = couponsApi;
