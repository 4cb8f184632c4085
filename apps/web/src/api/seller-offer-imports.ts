import type { OfferImportListResponse, OfferImportResponse } from '@tecnobazar/shared';
import { api, Tag } from './base';

/** Where the shop's offers are exported from (a download with the seller's token, see documents.ts). */
export const offerExportPath = (format: 'csv' | 'xlsx') => `/sellers/offers/export?format=${format}`;

/** A shop's offers by file (decision 0028): check a file, read its report page by page, apply it. */
const sellerOfferImportsApi = api.injectEndpoints({
  endpoints: (build) => ({
    checkOfferFile: build.mutation<OfferImportResponse, File>({
      query: (file) => {
        const form = new FormData();
        form.append('file', file);
        return { url: '/sellers/offers/import', method: 'POST', body: form };
      },
      invalidatesTags: (result) => (result ? [Tag.OfferImports] : []),
    }),
    getOfferImport: build.query<OfferImportResponse, { id: number; page: number }>({
      query: ({ id, page }) => `/sellers/offers/imports/${id}?page=${page}`,
      providesTags: [Tag.OfferImports],
    }),
    getOfferImports: build.query<OfferImportListResponse, void>({
      query: () => '/sellers/offers/imports',
      providesTags: [Tag.OfferImports],
    }),
    applyOfferImport: build.mutation<OfferImportResponse, number>({
      query: (id) => ({ url: `/sellers/offers/imports/${id}/apply`, method: 'POST' }),
      // The seller's products change as the job applies it: their lists load again.
      invalidatesTags: (result) => (result ? [Tag.OfferImports, Tag.SellerProducts] : []),
    }),
  }),
});

export const {
  useCheckOfferFileMutation,
  useGetOfferImportQuery,
  useGetOfferImportsQuery,
  useApplyOfferImportMutation,
} = sellerOfferImportsApi;
