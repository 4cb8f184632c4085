import { skipToken } from '@reduxjs/toolkit/query/react';
import type { WishlistResponse } from '@tecnobazar/shared';
import { useMemo } from 'react';
import { useAppSelector } from '@/lib/store/hooks';
import type { RootState } from '@/lib/store/store';
import { api, Tag, withToken } from './base';

const wishlistApi = api.injectEndpoints({
  endpoints: (build) => ({
    // The token is the argument, as for the profile: a new sign-in never shows the previous shopper's list.
    getWishlist: build.query<WishlistResponse, string>({
      query: (jwt) => withToken('/api/wishlist', jwt),
      providesTags: [Tag.Wishlist],
    }),
    /** Adds the product, or removes it when it is already there; answers the whole wishlist. */
    toggleWishlistProduct: build.mutation<WishlistResponse, number>({
      query: (productId) => ({ url: `/api/wishlist/add-product/${productId}`, method: 'POST' }),
      async onQueryStarted(_productId, { dispatch, getState, queryFulfilled }) {
        const jwt = (getState() as RootState).auth.jwt;
        try {
          const { data } = await queryFulfilled;
          // The answer is the new list: every heart and the wishlist page update without another request.
          if (jwt) dispatch(wishlistApi.util.upsertQueryData('getWishlist', jwt, data));
        } catch {
          // The caller shows the error; a refetch brings the cache back in line with the server.
          dispatch(wishlistApi.util.invalidateTags([Tag.Wishlist]));
        }
      },
    }),
  }),
});

/** The signed-in shopper's wishlist; nothing for a visitor. */
export function useWishlist() {
  const jwt = useAppSelector((state) => state.auth.jwt);
  const result = wishlistApi.useGetWishlistQuery(jwt ?? skipToken);
  const productIds = useMemo(
    () => new Set(result.currentData?.products.map((product) => product.id)),
    [result.currentData],
  );
  return { ...result, signedIn: jwt !== null, productIds };
}

export const { useToggleWishlistProductMutation } = wishlistApi;
