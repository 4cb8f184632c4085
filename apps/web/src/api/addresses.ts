import type { AddressBody, AddressResponse } from '@tecnobazar/shared';
import { api, Tag } from './base';

const addressesApi = api.injectEndpoints({
  endpoints: (build) => ({
    getAddresses: build.query<AddressResponse[], void>({
      query: () => '/api/users/addresses',
      providesTags: [Tag.Addresses],
    }),
    addAddress: build.mutation<AddressResponse, AddressBody>({
      query: (body) => ({ url: '/api/users/addresses', method: 'POST', body }),
      invalidatesTags: (result) => (result ? [Tag.Addresses] : []),
    }),
    deleteAddress: build.mutation<{ message: string; id: number }, number>({
      query: (id) => ({ url: `/api/users/addresses/${id}`, method: 'DELETE' }),
      invalidatesTags: [Tag.Addresses],
    }),
  }),
});

export const { useGetAddressesQuery, useAddAddressMutation, useDeleteAddressMutation } = addressesApi;
