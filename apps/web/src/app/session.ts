import { skipToken } from '@reduxjs/toolkit/query/react';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { api } from '@/api/base';
import { useGetSellerProfileQuery } from '@/api/sellers';
import { useGetUserProfileQuery } from '@/api/users';
import { JWT_STORAGE_KEY, loggedOut, signedIn } from './auth-slice';
import { useAppDispatch, useAppSelector } from './hooks';
import { paths } from './paths';

// Both hooks read `currentData`, not `data`: a profile from an earlier session never shows while signed out
// or while a new token's profile loads.

/** The signed-in shopper's or admin's profile; a seller's token gets an error here, which is expected. */
export function useUserProfile() {
  const jwt = useAppSelector((state) => state.auth.jwt);
  const { currentData, isFetching } = useGetUserProfileQuery(jwt ?? skipToken);
  return { profile: currentData, loading: isFetching && currentData === undefined };
}

/** The signed-in seller's profile; a shopper's token gets an error here, which is expected. */
export function useSellerProfile() {
  const jwt = useAppSelector((state) => state.auth.jwt);
  const { currentData, isFetching } = useGetSellerProfileQuery(jwt ?? skipToken);
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
