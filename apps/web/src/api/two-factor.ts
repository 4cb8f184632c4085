import { skipToken } from '@reduxjs/toolkit/query/react';
import type {
  AuthResponse,
  MessageResponse,
  TwoFactorChallengeBody,
  TwoFactorEnableResponse,
  TwoFactorSetupResponse,
  TwoFactorStatus,
} from '@tecnobazar/shared';
import { useAppSelector } from '@/app/hooks';
import { api, Tag, withToken } from './base';

/** Whose second factor: the admin's (a user account) or the seller's; each area has its own routes. */
export type TwoFactorArea = 'admin' | 'seller';
const BASE: Record<TwoFactorArea, string> = { admin: '/api/users/two-factor', seller: '/sellers/two-factor' };

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
    enableTwoFactor: build.mutation<TwoFactorEnableResponse, { area: TwoFactorArea; code: string }>({
      query: ({ area, code }) => ({ url: `${BASE[area]}/enable`, method: 'POST', body: { code } }),
      invalidatesTags: (result) => (result ? [Tag.TwoFactor] : []),
    }),
    disableTwoFactor: build.mutation<MessageResponse, { area: TwoFactorArea; code: string }>({
      query: ({ area, code }) => ({ url: `${BASE[area]}/disable`, method: 'POST', body: { code } }),
      invalidatesTags: (result) => (result ? [Tag.TwoFactor] : []),
    }),
    /** The second sign-in step, after the e-mailed code answered a challenge instead of a session. */
    completeTwoFactor: build.mutation<AuthResponse, TwoFactorChallengeBody>({
      query: (body) => ({ url: '/auth/two-factor', method: 'POST', body }),
    }),
  }),
});

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
} = twoFactorApi;
