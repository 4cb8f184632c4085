import { skipToken } from '@reduxjs/toolkit/query/react';
import type {
  MessageResponse,
  TwoFactorEnableResponse,
  TwoFactorSetupResponse,
  TwoFactorStatus,
} from '@tecnobazar/shared';
import { api } from '@/app/api';
import { useAppSelector } from '@/app/hooks';

/** Whose second factor: the admin's (a user account) or the seller's; each area has its own routes. */
export type TwoFactorArea = 'admin' | 'seller';
const BASE: Record<TwoFactorArea, string> = { admin: '/api/users/two-factor', seller: '/sellers/two-factor' };

const twoFactorApi = api.enhanceEndpoints({ addTagTypes: ['TwoFactor'] }).injectEndpoints({
  endpoints: (build) => ({
    // The token is part of the argument, as for the profile: a new sign-in never reuses a cached status.
    getTwoFactorStatus: build.query<TwoFactorStatus, { area: TwoFactorArea; jwt: string }>({
      query: ({ area, jwt }) => ({ url: BASE[area], headers: { Authorization: `Bearer ${jwt}` } }),
      providesTags: ['TwoFactor'],
    }),
    setupTwoFactor: build.mutation<TwoFactorSetupResponse, TwoFactorArea>({
      query: (area) => ({ url: `${BASE[area]}/setup`, method: 'POST' }),
    }),
    enableTwoFactor: build.mutation<TwoFactorEnableResponse, { area: TwoFactorArea; code: string }>({
      query: ({ area, code }) => ({ url: `${BASE[area]}/enable`, method: 'POST', body: { code } }),
      invalidatesTags: (result) => (result ? ['TwoFactor'] : []),
    }),
    disableTwoFactor: build.mutation<MessageResponse, { area: TwoFactorArea; code: string }>({
      query: ({ area, code }) => ({ url: `${BASE[area]}/disable`, method: 'POST', body: { code } }),
      invalidatesTags: (result) => (result ? ['TwoFactor'] : []),
    }),
  }),
});

/** The signed-in account's second factor; `enabled` false skips the call (not signed in to that area). */
export function useTwoFactorStatus(area: TwoFactorArea, enabled = true) {
  const jwt = useAppSelector((state) => state.auth.jwt);
  const { currentData, isFetching } = twoFactorApi.useGetTwoFactorStatusQuery(
    jwt && enabled ? { area, jwt } : skipToken,
  );
  return { status: currentData, loading: isFetching && currentData === undefined };
}

export const { useSetupTwoFactorMutation, useEnableTwoFactorMutation, useDisableTwoFactorMutation } =
  twoFactorApi;
