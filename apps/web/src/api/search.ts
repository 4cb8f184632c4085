import { type ProductResponse, SEARCHED_FOR_HEADER } from '@tecnobazar/shared';
import { api } from './base';

export interface SearchResults {
  products: ProductResponse[];
  /** The words searched instead of the typed ones when the server corrected one ('tecaldo' → 'teclado'). */
  searchedFor: string | null;
}

const searchApi = api.injectEndpoints({
  endpoints: (build) => ({
    searchProducts: build.query<SearchResults, string>({
      query: (query) => ({ url: '/products/search', params: { query } }),
      transformResponse: (products: ProductResponse[], meta) => {
        const searchedFor = meta?.response?.headers.get(SEARCHED_FOR_HEADER);
        return { products, searchedFor: searchedFor ? decodeURIComponent(searchedFor) : null };
      },
    }),
  }),
});

export const { useSearchProductsQuery } = searchApi;
