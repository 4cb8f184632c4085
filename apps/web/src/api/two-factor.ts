import { skipToken } from '@reduxjs/toolkit/query/react';
import type {
  AuthResponse,
  MessageResponse,
  SignedOutEverywhereResponse,
  TwoFactorChallengeBody,
  TwoFactorEnableResponse,
  TwoFactorSetupResponse,
  TwoFactorStatus,
} from '@tecnobazar/shared';
import { useAppSelector } from '@/lib/store/hooks';
import { api, Tag, withToken } from './base';

/** Whose second factor: the admin's (a user account) or the seller's; each area has its own routes. */
export type TwoFactorArea = 'admin' | 'seller';
const BASE: Record<TwoFactorArea, string> = { admin: '/api/users/two-factor', seller: '/sellers/two-factor' };
const SIGN_OUT_EVERYWHERE_URL: Record<TwoFactorArea, string> = {
  admin: '/api/users/sign-out-everywhere',
  seller: '/sellers/sign-out-everywhere',
};

const twoFactorApi = api.injectEndpoints({
  endpoints: (build) => ({
    // The token is part of the argument, as for the profile: a new sign-in never reuses a cached status.
    getTwoFactorStatus: build.query<TwoFactorStatus, { area: TwoFactorArea; jwt: string }>({
      query: ({ area, jwt }) => withToken(BASE[area], jwt),
      providesTags: [Tag.TwoFactor],
    }),
    setupTwoFactor: build.mutation<TwoFactorSetupResponse, TwoFactorArea>({
      query: (area) => ({ url: `${BASE[area]}/setup`, method: 'POST' }),
    }),
    // No tag invalidated here: enabling ends the token the status was loaded with. The caller goes on with
    // the answer's token, then refreshes the status (refreshTwoFactorStatus).
    enableTwoFactor: build.mutation<TwoFactorEnableResponse, { area: TwoFactorArea; code: string }>({
      query: ({ area, code }) => ({ url: `${BASE[area]}/enable`, method: 'POST', body: { code } }),
    }),
    disableTwoFactor: build.mutation<MessageResponse, { area: TwoFactorArea; code: string }>({
      query: ({ area, code }) => ({ url: `${BASE[area]}/disable`, method: 'POST', body: { code } }),
      invalidatesTags: (result) => (result ? [Tag.TwoFactor] : []),
    }),
    /** Ends every session of the account; the answer's token is the one this session goes on with. */
    signOutEverywhere: build.mutation<SignedOutEverywhereResponse, TwoFactorArea>({
      query: (area) => ({ url: SIGN_OUT_EVERYWHERE_URL[area], method: 'POST' }),
    }),
    /** The second sign-in step, after the e-mailed code answered a challenge instead of a session. */
    completeTwoFactor: build.mutation<AuthResponse, TwoFactorChallengeBody>({
      query: (body) => ({ url: '/auth/two-factor', method: 'POST', body }),
    }),
  }),
});

/**
 * Loads the second factor's status again with the session's new token. Not a tag invalidation: that would
 * drop the new token's entry, which no component has subscribed to yet, and the page would load again.
 */
export const refreshTwoFactorStatus = (area: TwoFactorArea, jwt: string) =>
  twoFactorApi.endpoints.getTwoFactorStatus.initiate({ area, jwt }, { forceRefetch: true, subscribe: false });

/** The signed-in account's second factor; `enabled` false skips the call (not signed in to that area). */
export function useTwoFactorStatus(area: TwoFactorArea, enabled = true) {
  const jwt = useAppSelector((state) => state.auth.jwt);
  const { currentData, isFetching, error, refetch } = twoFactorApi.useGetTwoFactorStatusQuery(
    jwt && enabled ? { area, jwt } : skipToken,
  );
  return { status: currentData, loading: isFetching && currentData === undefined, error, refetch };
}

export const {
  useSetupTwoFactorMutation,
  useEnableTwoFactorMutation,
  useDisableTwoFactorMutation,
  useCompleteTwoFactorMutation,
  useSignOutEverywhereMutation,
} = twoFactorApi;
