import { skipToken } from '@reduxjs/toolkit/query/react';
import { useCallback } from 'react';
import { useStore } from 'react-redux';
import { useNavigate } from 'react-router';
import { api } from '@/api/base';
import { useGetSellerProfileQuery } from '@/api/sellers';
import { useGetUserProfileQuery } from '@/api/users';
import { paths } from '@/config/paths';
import { useAppDispatch, useAppSelector } from '@/lib/store/hooks';
import type { RootState } from '@/lib/store/store';
import { loggedOut, signedIn } from './auth-slice';
import { forgetStoredSession, storeToken } from './token';

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
      storeToken(jwt);
      dispatch(signedIn(jwt));
    },
    [dispatch],
  );
}

/**
 * Goes on with a new token for the same account, after 'sign out everywhere' or enabling the second factor
 * ended the old one. What was loaded with the old token (the profile, the second factor's status) is kept
 * under the new one, so the page stays as it is instead of loading again.
 */
export function useRenewSession() {
  const dispatch = useAppDispatch();
  const store = useStore<RootState>();
  return useCallback(
    (jwt: string) => {
      const state = store.getState();
      const old = state.auth.jwt;
      const entries = Object.values(state[api.reducerPath].queries).flatMap((entry) => {
        if (!old || entry?.status !== 'fulfilled') return [];
        const args: unknown = entry.originalArgs;
        const renewed =
          args === old
            ? jwt
            : typeof args === 'object' && args !== null && 'jwt' in args && args.jwt === old
              ? { ...args, jwt }
              : undefined;
        return renewed === undefined
          ? []
          : [{ endpointName: entry.endpointName, arg: renewed, value: entry.data }];
      });
      dispatch(api.util.upsertQueryEntries(entries as never));
      storeToken(jwt);
      dispatch(signedIn(jwt));
    },
    [dispatch, store],
  );
}

export function useLogout() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  return () => {
    forgetStoredSession();
    dispatch(api.util.resetApiState());
    dispatch(loggedOut());
    navigate(paths.home);
  };
}
