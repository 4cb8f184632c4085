import type { HomePageResponse } from '@tecnobazar/shared';
import { api, Tag } from './base';

const homeApi = api.injectEndpoints({
  endpoints: (build) => ({
    getHomePage: build.query<HomePageResponse, void>({
      query: () => '/home-page',
      extraOptions: { anonymous: true },
      providesTags: [Tag.HomePage],
    }),
  }),
});

export const { useGetHomePageQuery } = homeApi;
