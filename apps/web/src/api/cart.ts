import { skipToken } from '@reduxjs/toolkit/query/react';
import type { AddCartItemBody, AddCartItemsBody, CartItemResponse, CartResponse } from '@tecnobazar/shared';
import { useAppSelector } from '@/lib/store/hooks';
import type { RootState } from '@/lib/store/store';
import { api, Tag, withToken } from './base';

const cartApi = api.injectEndpoints({
  endpoints: (build) => ({
    // The token is the argument, as for the profile: a new sign-in never shows the previous shopper's cart.
    getCart: build.query<CartResponse, string>({
      query: (jwt) => withToken('/api/cart', jwt),
      providesTags: [Tag.Cart],
    }),
    /** The cart priced to be shipped to one saved address (the checkout's address step). */
    getCartTo: build.query<CartResponse, { jwt: string; addressId: number }>({
      query: ({ jwt, addressId }) => withToken(`/api/cart?addressId=${addressId}`, jwt),
      providesTags: [Tag.Cart],
    }),
    /** Answers the line only: the cart (and the header badge) is read again. */
    addToCart: build.mutation<CartItemResponse, AddCartItemBody>({
      query: (body) => ({ url: '/api/cart/add', method: 'PUT', body }),
      invalidatesTags: (result) => (result ? [Tag.Cart] : []),
    }),
    /** Several products from any shops at once (a PC build's parts): all or none; answers the cart. */
    addAllToCart: build.mutation<CartResponse, AddCartItemsBody>({
      query: (body) => ({ url: '/api/cart/add-all', method: 'PUT', body }),
      onQueryStarted: (_body, lifecycle) => replaceCart(lifecycle),
    }),
    /** Answers the line only: the cart is read again for the new totals. */
    updateCartItem: build.mutation<CartItemResponse, { id: number; quantity: number }>({
      query: ({ id, quantity }) => ({ url: `/api/cart/item/${id}`, method: 'PUT', body: { quantity } }),
      invalidatesTags: [Tag.Cart],
    }),
    removeCartItem: build.mutation<CartResponse, number>({
      query: (id) => ({ url: `/api/cart/item/${id}`, method: 'DELETE' }),
      onQueryStarted: (_id, lifecycle) => replaceCart(lifecycle),
    }),
  }),
});

type Lifecycle = {
  dispatch: (action: unknown) => unknown;
  getState: () => unknown;
  queryFulfilled: Promise<{ data: CartResponse }>;
};

/**
 * For a call that answers the whole cart (product.md#cart: removing a line, applying a coupon): the answer
 * replaces the cached cart without another request.
 */
export async function replaceCart({ dispatch, getState, queryFulfilled }: Lifecycle) {
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

/** The cart priced for shipping to `addressId`; nothing until an address is chosen. */
export function useCartTo(addressId: number | null) {
  const jwt = useAppSelector((state) => state.auth.jwt);
  return cartApi.useGetCartToQuery(jwt && addressId !== null ? { jwt, addressId } : skipToken);
}

/** The header badge: units in the cart, 0 when signed out or when the token is not a shopper's. */
export function useCartCount(enabled: boolean): number {
  const jwt = useAppSelector((state) => state.auth.jwt);
  const { currentData } = cartApi.useGetCartQuery(enabled && jwt ? jwt : skipToken);
  return currentData?.totalItem ?? 0;
}

export const {
  useAddToCartMutation,
  useAddAllToCartMutation,
  useUpdateCartItemMutation,
  useRemoveCartItemMutation,
} = cartApi;
export const invalidateCart = () => api.util.invalidateTags([Tag.Cart]);
