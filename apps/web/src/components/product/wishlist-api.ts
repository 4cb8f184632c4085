import { skipToken } from '@reduxjs/toolkit/query/react';
import type { WishlistResponse } from '@tecnobazar/shared';
import { useCallback, useMemo } from 'react';
import { useNavigate } from 'react-router';
import { api } from '@/app/api';
import { useAppSelector } from '@/app/hooks';
import { paths } from '@/app/paths';
import type { RootState } from '@/app/store';
import { errorMessage } from '@/lib/errors';

// The wishlist is read by every product card (the heart) and by the wishlist page, so it lives with the
// shared product components rather than in one feature.
const wishlistApi = api.injectEndpoints({
  endpoints: (build) => ({
    // The token is the argument, as for the profile: a new sign-in never shows the previous shopper's list.
    getWishlist: build.query<WishlistResponse, string>({
      query: (jwt) => ({ url: '/api/wishlist', headers: { Authorization: `Bearer ${jwt}` } }),
      providesTags: ['Wishlist'],
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
          dispatch(wishlistApi.util.invalidateTags(['Wishlist']));
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

/**
 * Toggles a product in the wishlist; a visitor is sent to the login page instead.
 * Resolves to the error text when the call failed, otherwise to null.
 */
export function useToggleWishlist() {
  const jwt = useAppSelector((state) => state.auth.jwt);
  const navigate = useNavigate();
  const [toggle, { isLoading }] = wishlistApi.useToggleWishlistProductMutation();

  const toggleProduct = useCallback(
    async (productId: number): Promise<string | null> => {
      if (!jwt) {
        navigate(paths.login);
        return null;
      }
      try {
        await toggle(productId).unwrap();
        return null;
      } catch (error) {
        return errorMessage(error, 'Failed to add product to wishlist');
      }
    },
    [jwt, navigate, toggle],
  );
  return { toggleProduct, toggling: isLoading };
}
