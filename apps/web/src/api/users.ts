import type { UpdateProfileBody, UserProfile } from '@tecnobazar/shared';
import { api, withToken } from './base';

const usersApi = api.injectEndpoints({
  endpoints: (build) => ({
    // The token is the query argument, so a new sign-in never reuses the previous session's cached profile.
    getUserProfile: build.query<UserProfile, string>({
      query: (jwt) => withToken('/api/users/profile', jwt),
    }),
    updateUserProfile: build.mutation<UserProfile, UpdateProfileBody>({
      query: (body) => ({ url: '/api/users/profile', method: 'PATCH', body }),
      // The saved profile replaces the cached one, so the header's name changes at once.
      async onQueryStarted(_body, { dispatch, getState, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: undefined }));
        if (!data) return; // the form shows the failure
        for (const jwt of usersApi.util.selectCachedArgsForQuery(getState(), 'getUserProfile')) {
          dispatch(usersApi.util.updateQueryData('getUserProfile', jwt, () => data));
        }
      },
    }),
  }),
});

export const { useGetUserProfileQuery, useUpdateUserProfileMutation } = usersApi;
