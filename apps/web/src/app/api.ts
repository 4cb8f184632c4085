import { createApi, fetchBaseQuery } from '@reduxjs/toolkit/query/react';
import { config } from '@/config';
import { JWT_STORAGE_KEY } from './auth-slice';

export const api = createApi({
  baseQuery: fetchBaseQuery({
    baseUrl: config.apiBase,
    prepareHeaders: (headers) => {
      const jwt = localStorage.getItem(JWT_STORAGE_KEY);
      if (jwt && !headers.has('Authorization')) headers.set('Authorization', `Bearer ${jwt}`);
      return headers;
    },
  }),
  tagTypes: ['Profile', 'SellerProfile'],
  endpoints: () => ({}),
});
