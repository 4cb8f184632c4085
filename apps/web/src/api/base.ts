import type {
  BaseQueryFn,
  FetchArgs,
  FetchBaseQueryError,
  FetchBaseQueryMeta,
} from '@reduxjs/toolkit/query/react';
import { buildCreateApi, coreModule, fetchBaseQuery, reactHooksModule } from '@reduxjs/toolkit/query/react';
import { config } from '@/config/env';
import { storedToken } from '@/lib/session/token';
import { pageDataFetch } from './page-data';

/**
 * The cached answers a call in another file can make stale. Every tag is named here once, so who
 * invalidates what is visible in src/api alone.
 */
export const Tag = {
  Addresses: 'Addresses',
  /** The commission rules (admin-commissions.ts): a rule created, edited or ended makes the list stale. */
  AdminCommissions: 'AdminCommissions',
  AdminCoupons: 'AdminCoupons',
  AdminSellers: 'AdminSellers',
  /** The catalogue proposals' queue (admin-catalog.ts): a decision makes it stale. */
  AdminRevisions: 'AdminRevisions',
  /** The shopper's saved PC builds (builds.ts): saving, changing or deleting one makes the list stale. */
  Builds: 'Builds',
  Cart: 'Cart',
  /** The admin's home tiles and deals (admin-home.ts). */
  HomeAdmin: 'HomeAdmin',
  /** The public home page (home.ts); the admin's tile and deal changes make it stale. */
  HomePage: 'HomePage',
  /** An order's conversation (messages.ts), by order id; a message sent makes it stale. */
  Messages: 'Messages',
  Orders: 'Orders',
  SellerOrders: 'SellerOrders',
  SellerShipping: 'SellerShipping',
  Payouts: 'Payouts',
  /** Storefront products (catalog.ts): a review written, edited, deleted or hidden moves their ratings. */
  Products: 'Products',
  /** Return and warranty requests (returns.ts): the buyer's, the seller's and the escalated ones, and eligibility. */
  Returns: 'Returns',
  /** Reviews: a product's (reviews.ts), the seller's (seller-reviews.ts), the reported (admin-reviews.ts). */
  Reviews: 'Reviews',
  SellerProducts: 'SellerProducts',
  TwoFactor: 'TwoFactor',
  /** The seller's offer imports (seller-offer-imports.ts): a file checked or applied makes them stale. */
  OfferImports: 'OfferImports',
  /** The unread message counts (messages.ts): reading a conversation or sending in it makes them stale. */
  UnreadMessages: 'UnreadMessages',
  Wishlist: 'Wishlist',
} as const;

// The answer's meta (request and response) reaches `transformResponse`, e.g. to read a response header.
// biome-ignore lint/complexity/noBannedTypes: RTK Query's own default for the extra options.
type BaseQuery = BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError, {}, FetchBaseQueryMeta>;

/** What the store's thunks are given: on the server (entry-server.tsx), a query answered in-process. */
export interface ApiExtra {
  baseQuery?: BaseQuery;
}

const SERVER_ANSWERS = 'tb/serverAnswers';
/** The api cache the server drew the first screen with (entry-server.tsx), put in the browser's before it. */
export const serverAnswers = (apiState: unknown) => ({ type: SERVER_ANSWERS, payload: apiState });

const browserQuery: BaseQuery = fetchBaseQuery({
  baseUrl: config.apiBase,
  fetchFn: pageDataFetch,
  prepareHeaders: (headers, { extraOptions }) => {
    const jwt = storedToken();
    // The home-page calls send no token (product.md#calls); their endpoints say so with `extraOptions`.
    const anonymous = (extraOptions as { anonymous?: boolean } | undefined)?.anonymous === true;
    if (jwt && !anonymous && !headers.has('Authorization')) headers.set('Authorization', `Bearer ${jwt}`);
    return headers;
  },
});

// On the server the hooks start their queries while rendering: a drawing asks, the next one has the answers.
const createApi = buildCreateApi(
  coreModule(),
  reactHooksModule({ unstable__sideEffectsInRender: import.meta.env.SSR }),
);

/** The one RTK Query api: each file in src/api injects the endpoints of one server domain into it. */
export const api = createApi({
  baseQuery: (args, queryApi, extraOptions) =>
    ((queryApi.extra as ApiExtra | undefined)?.baseQuery ?? browserQuery)(args, queryApi, extraOptions),
  extractRehydrationInfo: (action) =>
    (action as { type: string }).type === SERVER_ANSWERS
      ? ((action as ReturnType<typeof serverAnswers>).payload as never)
      : undefined,
  tagTypes: Object.values(Tag),
  endpoints: () => ({}),
});

/** A call whose token is its argument sends that token, not the stored one (see users.ts). */
export const withToken = (url: string, jwt: string) => ({ url, headers: { Authorization: `Bearer ${jwt}` } });
