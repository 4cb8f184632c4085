import type {
  CatalogMatch,
  CreateProductBody,
  DeleteProductResponse,
  OfferBody,
  ProductResponse,
  RevisionPage,
  UpdateProductBody,
  VariantBody,
  VariantProposalResponse,
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
    /**
     * Catalogue products to sell (decision 0028): `query` matches words of the title, `modelNumber` the
     * maker's model number exactly; both given, a product must match both. Refetched after the seller's
     * changes, so 'Ya lo vendes' follows a new publicación.
     */
    searchSellerCatalog: build.query<CatalogMatch[], { query?: string; modelNumber?: string }>({
      query: (params) => ({ url: '/sellers/catalog/search', params }),
      providesTags: [Tag.SellerProducts],
    }),
    /** Sells a catalogue product: the shop's own publicación of it (never waits for approval). */
    addSellerOffer: build.mutation<ProductResponse, z.input<typeof OfferBody>>({
      query: (body) => ({ url: '/sellers/offers', method: 'POST', body }),
      invalidatesTags: [Tag.SellerProducts],
    }),
    /** 'Mis propuestas': the shop's catalogue proposals, newest first, 20 a page (page counted from 0). */
    getMyRevisions: build.query<RevisionPage, number>({
      query: (page) => ({ url: '/sellers/catalog/revisions', params: { page } }),
      providesTags: [Tag.SellerProducts],
    }),
    /** Another capacity, speed or size of a product the shop sells: published, or waiting for review. */
    proposeVariant: build.mutation<
      VariantProposalResponse,
      { productId: number; body: z.input<typeof VariantBody> }
    >({
      query: ({ productId, body }) => ({
        url: `/sellers/catalog/products/${productId}/variants`,
        method: 'POST',
        body,
      }),
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
  useSearchSellerCatalogQuery,
  useAddSellerOfferMutation,
  useProposeVariantMutation,
  useGetMyRevisionsQuery,
  useUpdateSellerProductMutation,
  useToggleSellerProductStockMutation,
  useDeleteSellerProductMutation,
} = sellerProductsApi;
