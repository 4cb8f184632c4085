import type {
  CreateProductBody,
  DeleteProductResponse,
  ProductResponse,
  UpdateProductBody,
} from '@tecnobazar/shared';
import type { z } from 'zod';
import { api, Tag } from './base';

/** The seller's own products (product.md#seller-area); every change refetches the list. */
const sellerProductsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getSellerProducts: build.query<ProductResponse[], void>({
      query: () => '/sellers/product',
      providesTags: [Tag.SellerProducts],
    }),
    createSellerProduct: build.mutation<ProductResponse, z.input<typeof CreateProductBody>>({
      query: (body) => ({ url: '/sellers/product', method: 'POST', body }),
      invalidatesTags: [Tag.SellerProducts],
    }),
    updateSellerProduct: build.mutation<
      ProductResponse,
      { productId: number; changes: z.input<typeof UpdateProductBody> }
    >({
      query: ({ productId, changes }) => ({
        url: `/sellers/product/${productId}`,
        method: 'PATCH',
        body: changes,
      }),
      invalidatesTags: [Tag.SellerProducts],
    }),
    /** Flips the in-stock switch (no body, product.md#calls). */
    toggleSellerProductStock: build.mutation<ProductResponse, number>({
      query: (productId) => ({ url: `/sellers/product/${productId}/stock`, method: 'PATCH' }),
      invalidatesTags: [Tag.SellerProducts],
    }),
    deleteSellerProduct: build.mutation<DeleteProductResponse, number>({
      query: (productId) => ({ url: `/sellers/product/${productId}`, method: 'DELETE' }),
      invalidatesTags: [Tag.SellerProducts],
    }),
  }),
});

export const {
  useGetSellerProductsQuery,
  useCreateSellerProductMutation,
  useUpdateSellerProductMutation,
  useToggleSellerProductStockMutation,
  useDeleteSellerProductMutation,
} = sellerProductsApi;
