import { skipToken } from '@reduxjs/toolkit/query/react';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { api } from '@/api/base';
import { useGetSellerProfileQuery } from '@/api/sellers';
import { useGetUserProfileQuery } from '@/api/users';
import { JWT_STORAGE_KEY, loggedOut, signedIn } from './auth-slice';
import { useAppDispatch, useAppSelector } from './hooks';
import { paths } from './paths';

type TokenType = 'customer' | 'seller';

/**
 * The `typ` claim of the token's payload (shoppers and admins are 'customer'), or undefined when the token
 * cannot be read. It only picks which profile to ask for; the server verifies the token on every call.
 */
function tokenType(jwt: string): TokenType | undefined {
  try {
    const payload = jwt.split('.')[1] ?? '';
    const { typ } = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/')));
    return typ === 'customer' || typ === 'seller' ? typ : undefined;
  } catch {
    return undefined;
  }
}

/** The token when it may belong to a `typ` principal: an unreadable token is tried for both profiles. */
function useTokenFor(typ: TokenType) {
  const jwt = useAppSelector((state) => state.auth.jwt);
  if (!jwt) return skipToken;
  const type = tokenType(jwt);
  return type === undefined || type === typ ? jwt : skipToken;
}

// Both hooks read `currentData`, not `data`: a profile from an earlier session never shows while signed out
// or while a new token's profile loads.

/** The signed-in shopper's or admin's profile; undefined for a seller, whose token never asks for it. */
export function useUserProfile() {
  const { currentData, isFetching } = useGetUserProfileQuery(useTokenFor('customer'));
  return { profile: currentData, loading: isFetching && currentData === undefined };
}

/** The signed-in seller's profile; undefined for a shopper or admin, whose token never asks for it. */
export function useSellerProfile() {
  const { currentData, isFetching } = useGetSellerProfileQuery(useTokenFor('seller'));
  return { profile: currentData, loading: isFetching && currentData === undefined };
}

export function useSignIn() {
  const dispatch = useAppDispatch();
  return useCallback(
    (jwt: string) => {
      localStorage.setItem(JWT_STORAGE_KEY, jwt);
      dispatch(signedIn(jwt));
    },
    [dispatch],
  );
}

export function useLogout() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  return () => {
    localStorage.clear();
    dispatch(api.util.resetApiState());
    dispatch(loggedOut());
    navigate(paths.home);
  };
}
