import type { AddressBody, AddressResponse } from '@tecnobazar/shared';
import { api } from '@/app/api';

// The saved addresses are picked at checkout (cart) and kept in the profile (account), so they live with the
// shared components rather than in one feature.
const addressApi = api.injectEndpoints({
  endpoints: (build) => ({
    getAddresses: build.query<AddressResponse[], void>({
      query: () => '/api/users/addresses',
      providesTags: ['Addresses'],
    }),
    addAddress: build.mutation<AddressResponse, AddressBody>({
      query: (body) => ({ url: '/api/users/addresses', method: 'POST', body }),
      invalidatesTags: (result) => (result ? ['Addresses'] : []),
    }),
    deleteAddress: build.mutation<{ message: string; id: number }, number>({
      query: (id) => ({ url: `/api/users/addresses/${id}`, method: 'DELETE' }),
      invalidatesTags: ['Addresses'],
    }),
  }),
});

export const { useGetAddressesQuery, useAddAddressMutation, useDeleteAddressMutation } = addressApi;
