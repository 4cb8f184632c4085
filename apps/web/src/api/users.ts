import type { UserProfile } from '@tecnobazar/shared';
import { api, withToken } from './base';

const usersApi = api.injectEndpoints({
  endpoints: (build) => ({
    // The token is the query argument, so a new sign-in never reuses the previous session's cached profile.
    getUserProfile: build.query<UserProfile, string>({
      query: (jwt) => withToken('/api/users/profile', jwt),
    }),
  }),
});

export const { useGetUserProfileQuery } = usersApi;
