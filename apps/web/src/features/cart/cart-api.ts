import { skipToken } from '@reduxjs/toolkit/query/react';
import type { CartItemResponse, CartResponse } from '@tecnobazar/shared';
import { api } from '@/app/api';
import { useAppSelector } from '@/app/hooks';
import type { RootState } from '@/app/store';

const cartApi = api.injectEndpoints({
  endpoints: (build) => ({
    // The token is the argument, as for the profile: a new sign-in never shows the previous shopper's cart.
    getCart: build.query<CartResponse, string>({
      query: (jwt) => ({ url: '/api/cart', headers: { Authorization: `Bearer ${jwt}` } }),
      providesTags: ['Cart'],
    }),
    /** Answers the line only: the cart is read again for the new totals. */
    updateCartItem: build.mutation<CartItemResponse, { id: number; quantity: number }>({
      query: ({ id, quantity }) => ({ url: `/api/cart/item/${id}`, method: 'PUT', body: { quantity } }),
      invalidatesTags: ['Cart'],
    }),
    removeCartItem: build.mutation<CartResponse, number>({
      query: (id) => ({ url: `/api/cart/item/${id}`, method: 'DELETE' }),
      onQueryStarted: (_id, lifecycle) => replaceCart(lifecycle),
    }),
    /** `apply: false` removes the coupon. */
    applyCoupon: build.mutation<CartResponse, { apply: boolean; code: string; orderValue: number }>({
      query: ({ apply, code, orderValue }) => ({
        url: '/api/coupons/apply',
        method: 'POST',
        params: { apply: String(apply), code, orderValue },
      }),
      onQueryStarted: (_args, lifecycle) => replaceCart(lifecycle),
    }),
    startPaypalPayment: build.mutation<{ redirect_url?: string }, { amount: number; addressId: number }>({
      // Spec §7: the amount travels with two decimals; the server refuses it when its own total differs.
      query: ({ amount, addressId }) => ({
        url: '/api/payments/paypal/start',
        params: { amount: amount.toFixed(2), addressId },
      }),
    }),
  }),
});

type Lifecycle = {
  dispatch: (action: unknown) => unknown;
  getState: () => unknown;
  queryFulfilled: Promise<{ data: CartResponse }>;
};

/** The answer is the whole cart (spec §4): it replaces the cached one without another request. */
async function replaceCart({ dispatch, getState, queryFulfilled }: Lifecycle) {
  const jwt = (getState() as RootState).auth.jwt;
  try {
    const { data } = await queryFulfilled;
    if (jwt) dispatch(cartApi.util.upsertQueryData('getCart', jwt, data));
  } catch {
    // The caller shows the error; the cached cart is unchanged.
  }
}

/** The signed-in shopper's cart; nothing for a visitor. */
export function useCart() {
  const jwt = useAppSelector((state) => state.auth.jwt);
  return { ...cartApi.useGetCartQuery(jwt ?? skipToken), signedIn: jwt !== null };
}

/** The header badge: units in the cart, 0 when signed out or when the token is not a shopper's. */
export function useCartCount(enabled: boolean): number {
  const jwt = useAppSelector((state) => state.auth.jwt);
  const { currentData } = cartApi.useGetCartQuery(enabled && jwt ? jwt : skipToken);
  return currentData?.totalItem ?? 0;
}

export const {
  useUpdateCartItemMutation,
  useRemoveCartItemMutation,
  useApplyCouponMutation,
  useStartPaypalPaymentMutation,
} = cartApi;
export const invalidateCart = () => cartApi.util.invalidateTags(['Cart']);
