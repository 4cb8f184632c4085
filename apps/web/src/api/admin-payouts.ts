import type {
  AdminLedgerEntryResponse,
  AdminPayoutResponse,
  PayeeBankAccountResponse,
  PayoutResponse,
} from '@tecnobazar/shared';
import { api, Tag } from './base';

/** What the administrator decides on a pending payout. */
export type PayoutDecision = 'SUCCESS' | 'REJECTED';

/** The administrator's view of the money: every payout and every ledger entry, each naming its shop. */
const adminPayoutsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Every payout, newest first, with its shop's name and the bank account it goes to (the number masked). */
    getAdminPayouts: build.query<AdminPayoutResponse[], void>({
      query: () => '/api/payouts',
      providesTags: [Tag.Payouts],
    }),
    /** The whole account number a payout goes to: each call is recorded in the audit log. */
    revealPayeeAccount: build.mutation<PayeeBankAccountResponse, number>({
      query: (id) => ({ url: `/api/payouts/${id}/bank-account`, method: 'POST' }),
    }),
    /** Every seller's ledger entries, newest first (the latest 500), each with its shop's name. */
    getAdminTransactions: build.query<AdminLedgerEntryResponse[], void>({
      query: () => '/api/transactions',
      providesTags: [Tag.Payouts, Tag.SellerOrders],
    }),
    /**
     * Pays (SUCCESS: sends it through PayPal, answered PAID, or SENDING while PayPal has not confirmed, or
     * FAILED) or rejects (REJECTED) a pending payout; 409 when it was already processed. The
     * payouts and the ledger are asked for again either way: a 409 means the list on screen is stale.
     */
    setPayoutStatus: build.mutation<PayoutResponse, { id: number; status: PayoutDecision; reason?: string }>({
      query: ({ id, status, reason }) => ({
        url: `/api/payouts/${id}/status`,
        method: 'PUT',
        // A rejection's reason is kept in the audit log.
        params: reason ? { status, reason } : { status },
      }),
      invalidatesTags: [Tag.Payouts],
    }),
    /** Sends again now, or asks PayPal about, a payout still being sent; 409 when it is no longer sending. */
    retryPayoutTransfer: build.mutation<PayoutResponse, number>({
      query: (id) => ({ url: `/api/payouts/${id}/transfer`, method: 'POST' }),
      invalidatesTags: [Tag.Payouts],
    }),
  }),
});

export const {
  useGetAdminPayoutsQuery,
  useGetAdminTransactionsQuery,
  useRetryPayoutTransferMutation,
  useRevealPayeeAccountMutation,
  useSetPayoutStatusMutation,
} = adminPayoutsApi;
