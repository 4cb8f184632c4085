import type { AddCartItemBody, CartItemResponse, ProductPage, ProductResponse } from '@tecnobazar/shared';
import { api } from '@/app/api';

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

const productsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getProducts: build.query<ProductPage, ProductListQuery>({
      query: (params) => ({ url: '/products', params }),
    }),
    getProduct: build.query<ProductResponse, number>({
      query: (productId) => `/products/${productId}`,
    }),
    // The cart feature owns the cart; the 'Cart' tag makes it (and the header badge) read it again.
    addToCart: build.mutation<CartItemResponse, AddCartItemBody>({
      query: (body) => ({ url: '/api/cart/add', method: 'PUT', body }),
      invalidatesTags: (result) => (result ? ['Cart'] : []),
    }),
  }),
});

export const { useGetProductsQuery, useGetProductQuery, useAddToCartMutation } = productsApi;
