import type {
  ProductFacetsResponse,
  ProductOffersResponse,
  ProductPage,
  ProductResponse,
  ShopResponse,
} from '@tecnobazar/shared';
import { SPEC_FILTER_PREFIX } from '@tecnobazar/shared/constants/catalog';
import { api, Tag } from './base';

export type ProductSort = 'price_low' | 'price_high';

/** `GET /products` as the listing sends it; absent filters are left out of the query string. */
export interface ProductListQuery {
  category?: string;
  color?: string;
  /** `'{min}-{max}'`, one of PRICE_FILTERS. */
  price?: string;
  minDiscount?: number;
  /** One shop's products. */
  seller?: number;
  /** Words the title must contain (the part picker's search). */
  brand?: string;
  /** The open PC build's product ids, comma-separated: the facets then say how each product fits it. */
  build?: string;
  /** With `build`: only products that fit it so ('compatible', 'unchecked', 'warning'), comma-separated. */
  fit?: string;
  /** Attribute key → the values any of which a product must have (sent as `spec.<key>=a,b`). */
  specs?: Record<string, string[]>;
  sort?: ProductSort;
  /** Zero-based. */
  pageNumber: number;
}

/** The query string of a listing: the specification filters flattened into `spec.<key>` parameters. */
const listingParams = ({ specs = {}, ...params }: Partial<ProductListQuery>) => ({
  ...params,
  ...Object.fromEntries(
    Object.entries(specs)
      .filter(([, values]) => values.length > 0)
      .map(([key, values]) => [`${SPEC_FILTER_PREFIX}${key}`, values.join(',')]),
  ),
});

export const catalogApi = api.injectEndpoints({
  endpoints: (build) => ({
    getProducts: build.query<ProductPage, ProductListQuery>({
      query: (params) => ({ url: '/products', params: listingParams(params) }),
      providesTags: [Tag.Products],
    }),
    /** The listing's filters with counts (`GET /products/facets`), for the same filters but page and sort. */
    getFacets: build.query<ProductFacetsResponse, Omit<ProductListQuery, 'sort' | 'pageNumber'>>({
      query: (params) => ({ url: '/products/facets', params: listingParams(params) }),
      providesTags: [Tag.Products],
    }),
    /** 'También te puede interesar': up to four of the same category, closest in price. */
    getRelatedProducts: build.query<ProductResponse[], number>({
      query: (productId) => `/products/${productId}/related`,
      providesTags: [Tag.Products],
    }),
    /** A shop's public page: name, rating, sales and product count. */
    getShop: build.query<ShopResponse, number>({
      query: (sellerId) => `/sellers/${sellerId}/shop`,
      providesTags: [Tag.Products],
    }),
    /** Every shop's offer of a product, ranked for where the buyer ships (the buy box first). */
    getProductOffers: build.query<
      ProductOffersResponse,
      { productId: number; department?: string; variant?: number }
    >({
      query: ({ productId, department, variant }) => ({
        url: `/products/${productId}/offers`,
        params: { ...(department && { department }), ...(variant && { variant }) },
      }),
      providesTags: [Tag.Products],
    }),
    getProduct: build.query<ProductResponse, number>({
      query: (productId) => `/products/${productId}`,
      providesTags: [Tag.Products],
    }),
    /**
     * Several products by id, in that order (a PC build's parts): those no longer sold are left out. Each is
     * the product page's own call, so the pages opened later are already cached.
     */
    getProductsByIds: build.query<ProductResponse[], number[]>({
      async queryFn(ids, _api, _extra, baseQuery) {
        const answers = await Promise.all(ids.map((id) => baseQuery(`/products/${id}`)));
        const failed = answers.find((a) => a.error && a.error.status !== 404);
        if (failed?.error) return { error: failed.error };
        return { data: answers.flatMap((a) => (a.data ? [a.data as ProductResponse] : [])) };
      },
      providesTags: [Tag.Products],
    }),
    /** The product page of one variant: its specifications and pictures (decision 0028, step 6). */
    getProductVariant: build.query<ProductResponse, { productId: number; variant: number }>({
      query: ({ productId, variant }) => ({ url: `/products/${productId}`, params: { variant } }),
      providesTags: [Tag.Products],
    }),
  }),
});

export const {
  useGetProductsQuery,
  useGetProductQuery,
  useGetProductsByIdsQuery,
  useGetProductOffersQuery,
  useGetProductVariantQuery,
  useGetFacetsQuery,
  useGetRelatedProductsQuery,
  useGetShopQuery,
} = catalogApi;
