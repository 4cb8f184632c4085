import { createApi, fetchBaseQuery } from '@reduxjs/toolkit/query/react';
import { config } from '@/config';
import { JWT_STORAGE_KEY } from './auth-slice';

export const api = createApi({
  baseQuery: fetchBaseQuery({
    baseUrl: config.apiBase,
    prepareHeaders: (headers, { extraOptions }) => {
      const jwt = localStorage.getItem(JWT_STORAGE_KEY);
      // Spec §6: the home-page calls send no token; their endpoints say so with `extraOptions`.
      const anonymous = (extraOptions as { anonymous?: boolean } | undefined)?.anonymous === true;
      if (jwt && !anonymous && !headers.has('Authorization')) headers.set('Authorization', `Bearer ${jwt}`);
      return headers;
    },
  }),
  tagTypes: ['Profile', 'SellerProfile', 'Wishlist', 'Cart', 'Orders', 'Addresses'],
  endpoints: () => ({}),
});
