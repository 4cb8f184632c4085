import type { HomePageResponse } from '@tecnobazar/shared';
import { api } from './base';

const homeApi = api.injectEndpoints({
  endpoints: (build) => ({
    getHomePage: build.query<HomePageResponse, void>({
      query: () => '/home-page',
      extraOptions: { anonymous: true },
    }),
  }),
});

export const { useGetHomePageQuery } = homeApi;
