import { skipToken } from '@reduxjs/toolkit/query/react';
import type { BuildListResponse, BuildResponse, SaveBuildBody } from '@tecnobazar/shared';
import { useAppSelector } from '@/lib/store/hooks';
import { api, Tag, withToken } from './base';

/** PC builds (issue 34): a shopper's saved ones, and any build by its public link. */
const buildsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getBuild: build.query<BuildResponse, string>({
      query: (id) => `/builds/${encodeURIComponent(id)}`,
      providesTags: [Tag.Builds, Tag.Products],
    }),
    // The token is the argument: a new sign-in never shows the previous shopper's builds.
    getMyBuilds: build.query<BuildListResponse, string>({
      query: (jwt) => withToken('/api/builds', jwt),
      providesTags: [Tag.Builds],
    }),
    /** Saves a new build: the shopper's when signed in, else a visitor's link that never changes. */
    createBuild: build.mutation<BuildResponse, SaveBuildBody>({
      query: (body) => ({ url: '/builds', method: 'POST', body }),
      invalidatesTags: (result) => (result ? [Tag.Builds] : []),
    }),
    updateBuild: build.mutation<BuildResponse, { id: string; body: SaveBuildBody }>({
      query: ({ id, body }) => ({ url: `/api/builds/${encodeURIComponent(id)}`, method: 'PUT', body }),
      invalidatesTags: (result) => (result ? [Tag.Builds] : []),
    }),
    deleteBuild: build.mutation<{ message: string }, string>({
      query: (id) => ({ url: `/api/builds/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: (result) => (result ? [Tag.Builds] : []),
    }),
  }),
});

/** The signed-in shopper's saved builds; nothing for a visitor. */
export function useMyBuilds() {
  const jwt = useAppSelector((state) => state.auth.jwt);
  return { ...buildsApi.useGetMyBuildsQuery(jwt ?? skipToken), signedIn: jwt !== null };
}

export const { useGetBuildQuery, useCreateBuildMutation, useUpdateBuildMutation, useDeleteBuildMutation } =
  buildsApi;
