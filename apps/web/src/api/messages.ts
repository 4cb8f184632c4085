import type {
  OrderMessageResponse,
  OrderThreadResponse,
  SendMessageBody,
  UnreadMessagesResponse,
} from '@tecnobazar/shared';
import { api, Tag } from './base';

/** How often the unread counts are asked again while the tab is visible. */
const UNREAD_POLL_MS = 60_000;

type Audience = 'buyer' | 'seller';
/** Administrators read a conversation once a return on its order was escalated to them; they never write. */
type Reader = Audience | 'admin';
const BASES: Record<Reader, string> = {
  buyer: '/api/orders',
  seller: '/sellers/orders',
  admin: '/admin/orders',
};
const base = (reader: Reader) => BASES[reader];

/**
 * An order's conversation between its buyer and its seller (product.md#messages), for either side: reading
 * it marks it read, so the unread counts are asked again once it arrives.
 */
const messagesApi = api.injectEndpoints({
  endpoints: (build) => ({
    getOrderMessages: build.query<OrderThreadResponse, { audience: Reader; orderId: number }>({
      query: ({ audience, orderId }) => `${base(audience)}/${orderId}/messages`,
      providesTags: (_answer, _error, { orderId }) => [{ type: Tag.Messages, id: orderId }],
      async onQueryStarted(_args, { dispatch, queryFulfilled }) {
        try {
          await queryFulfilled;
          dispatch(messagesApi.util.invalidateTags([Tag.UnreadMessages]));
        } catch {
          // The conversation shows its own error.
        }
      },
    }),
    sendOrderMessage: build.mutation<
      OrderMessageResponse,
      { audience: Audience; orderId: number; body: SendMessageBody }
    >({
      query: ({ audience, orderId, body }) => ({
        url: `${base(audience)}/${orderId}/messages`,
        method: 'POST',
        body,
      }),
      invalidatesTags: (_answer, error, { orderId }) =>
        error ? [] : [{ type: Tag.Messages, id: orderId }, Tag.UnreadMessages],
    }),
    getUnreadMessages: build.query<UnreadMessagesResponse, Audience>({
      query: (audience) => (audience === 'buyer' ? '/api/messages/unread' : '/sellers/messages/unread'),
      providesTags: [Tag.UnreadMessages],
    }),
  }),
});

export const { useGetOrderMessagesQuery, useSendOrderMessageMutation } = messagesApi;

/**
 * The unread counts of the shopper's or the seller's conversations, asked every minute while the tab is
 * visible (and again after reading or sending); nothing is asked while `enabled` is false.
 */
export function useUnreadMessages(audience: Audience, enabled = true) {
  return messagesApi.useGetUnreadMessagesQuery(audience, {
    skip: !enabled,
    pollingInterval: UNREAD_POLL_MS,
    skipPollingIfUnfocused: true,
  });
}
