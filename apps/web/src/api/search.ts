import type { ProductResponse } from '@tecnobazar/shared';
import { api } from './base';

const searchApi = api.injectEndpoints({
  endpoints: (build) => ({
    searchProducts: build.query<ProductResponse[], string>({
      query: (query) => ({ url: '/products/search', params: { query } }),
    }),
  }),
});

export const { useSearchProductsQuery } = searchApi;
