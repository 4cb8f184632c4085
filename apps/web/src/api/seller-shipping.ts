import type { ShippingRatesBody, ShippingRatesResponse } from '@tecnobazar/shared';
import { api, Tag } from './base';

/** The seller's shipping rates per department; saving one changes what new carts charge. */
const sellerShippingApi = api.injectEndpoints({
  endpoints: (build) => ({
    getShippingRates: build.query<ShippingRatesResponse, void>({
      query: () => '/sellers/shipping',
      providesTags: [Tag.SellerShipping],
    }),
    saveShippingRates: build.mutation<ShippingRatesResponse, ShippingRatesBody>({
      query: (body) => ({ url: '/sellers/shipping', method: 'PUT', body }),
      invalidatesTags: (result) => (result ? [Tag.SellerShipping] : []),
    }),
  }),
});

export const { useGetShippingRatesQuery, useSaveShippingRatesMutation } = sellerShippingApi;
