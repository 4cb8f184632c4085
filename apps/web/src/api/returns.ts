import type {
  AdminReturnsStatus,
  CreateReturnBody,
  DecideReturnBody,
  ReturnEligibility,
  ReturnPage,
  ReturnResponse,
  ReturnStatus,
} from '@tecnobazar/shared';
import { api, Tag } from './base';

/** The body the buyer's form sends: the shared schema's output (description and photos always present). */
type CreateReturn = { orderId: number; body: CreateReturnBody };

/**
 * Returns and warranty claims (product.md#returns-and-warranty): the buyer asks, sends back and escalates;
 * the seller answers and receives; an administrator decides the escalated ones. Every move makes the lists
 * and the eligibility stale; a received one also moves the seller's sales and balance.
 */
const returnsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Per line of the buyer's order: units still returnable, RETURN or WARRANTY now and until when, or why not. */
    getReturnEligibility: build.query<ReturnEligibility, number>({
      query: (orderId) => `/api/orders/${orderId}/returns/eligibility`,
      providesTags: [Tag.Returns],
    }),
    /** The buyer's order's requests, newest first. */
    getOrderReturns: build.query<ReturnResponse[], number>({
      query: (orderId) => `/api/orders/${orderId}/returns`,
      providesTags: [Tag.Returns],
    }),
    createReturn: build.mutation<ReturnResponse, CreateReturn>({
      query: ({ orderId, body }) => ({ url: `/api/orders/${orderId}/returns`, method: 'POST', body }),
      invalidatesTags: [Tag.Returns],
    }),
    markReturnSent: build.mutation<ReturnResponse, { id: number; carrier: string; trackingNumber: string }>({
      query: ({ id, ...body }) => ({ url: `/api/returns/${id}/sent`, method: 'POST', body }),
      invalidatesTags: [Tag.Returns],
    }),
    escalateReturn: build.mutation<ReturnResponse, { id: number; comment: string }>({
      query: ({ id, comment }) => ({ url: `/api/returns/${id}/escalate`, method: 'POST', body: { comment } }),
      invalidatesTags: [Tag.Returns],
    }),

    /** The shop's requests, newest first, 10 a page, optionally in one status. */
    getSellerReturns: build.query<ReturnPage, { status?: ReturnStatus; page: number }>({
      query: ({ status, page }) => ({
        url: '/sellers/returns',
        params: status ? { status, page } : { page },
      }),
      providesTags: [Tag.Returns],
    }),
    acceptReturn: build.mutation<ReturnResponse, { id: number; instructions: string }>({
      query: ({ id, instructions }) => ({
        url: `/sellers/returns/${id}/accept`,
        method: 'POST',
        body: { instructions },
      }),
      invalidatesTags: [Tag.Returns],
    }),
    rejectReturn: build.mutation<ReturnResponse, { id: number; reason: string }>({
      query: ({ id, reason }) => ({ url: `/sellers/returns/${id}/reject`, method: 'POST', body: { reason } }),
      invalidatesTags: [Tag.Returns],
    }),
    /** The units came back: the refund goes out and the sale is reversed in the seller's ledger. */
    markReturnReceived: build.mutation<ReturnResponse, number>({
      query: (id) => ({ url: `/sellers/returns/${id}/received`, method: 'POST' }),
      invalidatesTags: [Tag.Returns, Tag.SellerOrders, Tag.Payouts],
    }),

    /** Requests in one status (the escalated ones unless told), newest first, 10 a page. */
    getAdminReturns: build.query<ReturnPage, { status?: AdminReturnsStatus; page: number }>({
      query: ({ status, page }) => ({
        url: '/api/admin/returns',
        params: status ? { status, page } : { page },
      }),
      providesTags: [Tag.Returns],
    }),
    decideReturn: build.mutation<ReturnResponse, { id: number } & DecideReturnBody>({
      query: ({ id, ...body }) => ({ url: `/api/admin/returns/${id}/decide`, method: 'POST', body }),
      invalidatesTags: [Tag.Returns],
    }),
  }),
});

export const {
  useGetReturnEligibilityQuery,
  useGetOrderReturnsQuery,
  useCreateReturnMutation,
  useMarkReturnSentMutation,
  useEscalateReturnMutation,
  useGetSellerReturnsQuery,
  useAcceptReturnMutation,
  useRejectReturnMutation,
  useMarkReturnReceivedMutation,
  useGetAdminReturnsQuery,
  useDecideReturnMutation,
} = returnsApi;
