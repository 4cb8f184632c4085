import type {
  MailPreferencesResponse,
  UpdateCustomerMailPreference,
  UpdateProfileBody,
  UserProfile,
} from '@tecnobazar/shared';
import type { RootState } from '@/lib/store/store';
import { api, withToken } from './base';

const usersApi = api.injectEndpoints({
  endpoints: (build) => ({
    // The token is the query argument, so a new sign-in never reuses the previous session's cached profile.
    getUserProfile: build.query<UserProfile, string>({
      query: (jwt) => withToken('/api/users/profile', jwt),
    }),
    updateUserProfile: build.mutation<UserProfile, UpdateProfileBody>({
      query: (body) => ({ url: '/api/users/profile', method: 'PATCH', body }),
      async onQueryStarted(_body, { dispatch, getState, queryFulfilled }) {
        const jwt = (getState() as RootState).auth.jwt;
        try {
          const { data } = await queryFulfilled;
          // The answer is the saved profile: the page and the header's name change without another request.
          if (jwt) dispatch(usersApi.util.upsertQueryData('getUserProfile', jwt, data));
        } catch {
          // The form shows the error; the cached profile is unchanged.
        }
      },
    }),
    getMailPreferences: build.query<MailPreferencesResponse, void>({
      query: () => '/api/users/mail-preferences',
    }),
    // The answer is every preference as saved: the switches show it without another request.
    updateMailPreference: build.mutation<MailPreferencesResponse, UpdateCustomerMailPreference>({
      query: (body) => ({ url: '/api/users/mail-preferences', method: 'PUT', body }),
      async onQueryStarted(_body, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: undefined }));
        if (data) dispatch(usersApi.util.upsertQueryData('getMailPreferences', undefined, data));
      },
    }),
  }),
});

export const {
  useGetUserProfileQuery,
  useUpdateUserProfileMutation,
  useGetMailPreferencesQuery,
  useUpdateMailPreferenceMutation,
} = usersApi;
