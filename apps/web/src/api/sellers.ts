import type {
  MailPreferencesResponse,
  MessageResponse,
  RegisterSellerBody,
  RegisterSellerResponse,
  SellerLoginOtpBody,
  SellerProfile,
  SellerVerifyLoginBody,
  SignInResponse,
  UpdateSellerBody,
  UpdateSellerMailPreference,
} from '@tecnobazar/shared';
import type { z } from 'zod';
import type { RootState } from '@/lib/store/store';
import { api, withToken } from './base';

const sellersApi = api.injectEndpoints({
  endpoints: (build) => ({
    // The token is the argument, as for the user's profile (users.ts).
    getSellerProfile: build.query<SellerProfile, string>({
      query: (jwt) => withToken('/sellers/profile', jwt),
    }),
    registerSeller: build.mutation<z.infer<typeof RegisterSellerResponse>, RegisterSellerBody>({
      query: (body) => ({ url: '/sellers', method: 'POST', body }),
    }),
    /** `code` is the number from the e-mailed link. */
    verifySellerEmail: build.mutation<MessageResponse, string>({
      query: (code) => ({ url: `/sellers/verify/${encodeURIComponent(code)}`, method: 'PATCH' }),
    }),
    /** A new link to the address a stale link (`code`) was sent to. */
    renewSellerVerification: build.mutation<MessageResponse, string>({
      query: (code) => ({ url: `/sellers/verify/${encodeURIComponent(code)}/resend`, method: 'POST' }),
    }),
    sendSellerLoginOtp: build.mutation<MessageResponse, z.infer<typeof SellerLoginOtpBody>>({
      query: (body) => ({ url: '/sellers/sent/login-top', method: 'POST', body }),
    }),
    verifySellerLogin: build.mutation<SignInResponse, z.infer<typeof SellerVerifyLoginBody>>({
      query: (body) => ({ url: '/sellers/verify/login-top', method: 'POST', body }),
    }),
    /** `PATCH /sellers` with one section of the profile; the answer replaces the cached profile. */
    updateSellerProfile: build.mutation<SellerProfile, UpdateSellerBody>({
      query: (body) => ({ url: '/sellers', method: 'PATCH', body }),
      async onQueryStarted(_body, { dispatch, getState, queryFulfilled }) {
        const jwt = (getState() as RootState).auth.jwt;
        const { data } = await queryFulfilled.catch(() => ({ data: undefined }));
        if (jwt && data) dispatch(sellersApi.util.upsertQueryData('getSellerProfile', jwt, data));
      },
    }),
    getSellerMailPreferences: build.query<MailPreferencesResponse, void>({
      query: () => '/sellers/mail-preferences',
    }),
    updateSellerMailPreference: build.mutation<MailPreferencesResponse, UpdateSellerMailPreference>({
      query: (body) => ({ url: '/sellers/mail-preferences', method: 'PUT', body }),
      async onQueryStarted(_body, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: undefined }));
        if (data) dispatch(sellersApi.util.upsertQueryData('getSellerMailPreferences', undefined, data));
      },
    }),
  }),
});

export const {
  useGetSellerProfileQuery,
  useRegisterSellerMutation,
  useVerifySellerEmailMutation,
  useRenewSellerVerificationMutation,
  useSendSellerLoginOtpMutation,
  useVerifySellerLoginMutation,
  useUpdateSellerProfileMutation,
  useGetSellerMailPreferencesQuery,
  useUpdateSellerMailPreferenceMutation,
} = sellersApi;
