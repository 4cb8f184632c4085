import type { TopLevelCategoriesResponse } from '@tecnobazar/shared';
import { api, Tag } from './base';

// Apart from catalog.ts: the header's menus ask for this on every page, and catalog.ts carries the
// listing's code (and the shared schemas it reads) that the first paint does not need.
const categoriesApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** The top-level categories with products to show: the header's menu leaves out the others. */
    getTopLevelCategories: build.query<TopLevelCategoriesResponse, void>({
      query: () => '/categories/top-level',
      providesTags: [Tag.Products],
    }),
  }),
});

export const { useGetTopLevelCategoriesQuery } = categoriesApi;
