import type { ProductPage, ProductResponse } from '@tecnobazar/shared';
import { api, Tag } from './base';

export type ProductSort = 'price_low' | 'price_high';

/** `GET /products` as the listing sends it; absent filters are left out of the query string. */
export interface ProductListQuery {
  category: string;
  color?: string;
  /** `'{min}-{max}'`, one of PRICE_FILTERS. */
  price?: string;
  minDiscount?: number;
  sort?: ProductSort;
  /** Zero-based. */
  pageNumber: number;
}

const catalogApi = api.injectEndpoints({
  endpoints: (build) => ({
    getProducts: build.query<ProductPage, ProductListQuery>({
      query: (params) => ({ url: '/products', params }),
      providesTags: [Tag.Products],
    }),
    getProduct: build.query<ProductResponse, number>({
      query: (productId) => `/products/${productId}`,
      providesTags: [Tag.Products],
    }),
  }),
});

export const { useGetProductsQuery, useGetProductQuery } = catalogApi;
