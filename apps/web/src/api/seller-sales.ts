import type {
  ReceivedPaymentsPage,
  RevenueChartResponse,
  RevenueChartType,
  SellerReportResponse,
  SoldItemResponse,
} from '@tecnobazar/shared';
import { api, Tag } from './base';

/** What the seller sold (product.md#seller-money); refreshed when orders move. */
const sellerSalesApi = api.injectEndpoints({
  endpoints: (build) => ({
    getSoldItems: build.query<SoldItemResponse[], void>({
      query: () => '/sellers/sold-items',
      providesTags: [Tag.SellerOrders],
    }),
    /** The payments the seller kept, three a page (zero-based): paid, commission and net from the ledger. */
    getReceivedPayments: build.query<ReceivedPaymentsPage, number>({
      query: (page) => ({ url: '/sellers/payments-received', params: { page } }),
      providesTags: [Tag.SellerOrders],
    }),
    getSellerReport: build.query<SellerReportResponse, void>({
      query: () => '/sellers/report',
      providesTags: [Tag.SellerOrders],
    }),
    getRevenueChart: build.query<RevenueChartResponse, RevenueChartType>({
      query: (type) => ({ url: '/api/seller/revenue/chart', params: { type } }),
      providesTags: [Tag.SellerOrders],
    }),
  }),
});

export const {
  useGetSoldItemsQuery,
  useGetReceivedPaymentsQuery,
  useGetSellerReportQuery,
  useGetRevenueChartQuery,
} = sellerSalesApi;
