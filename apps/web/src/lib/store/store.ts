import { configureStore } from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query';
import { type ApiExtra, api, serverAnswers } from '@/api/base';
import { firstScreenApiState } from '@/api/page-data';
import { authSlice } from '@/lib/session/auth-slice';

/**
 * The browser's store, holding the answers the server drew the page with, if it drew it; the server's
 * (entry-server.tsx) answers its queries in-process.
 */
export function makeStore(server?: ApiExtra) {
  const store = configureStore({
    reducer: { [api.reducerPath]: api.reducer, [authSlice.name]: authSlice.reducer },
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware({ thunk: { extraArgument: server } }).concat(api.middleware),
  });
  const drawnFrom = server ? undefined : firstScreenApiState();
  if (drawnFrom) store.dispatch(serverAnswers(drawnFrom));
  return store;
}

/**
 * The browser's focus and visibility, told to the api: polls that skip an unfocused tab (the unread
 * message counts) wait while it is hidden.
 */
export const listenForFocus = (store: ReturnType<typeof makeStore>) => setupListeners(store.dispatch);

export type AppStore = ReturnType<typeof makeStore>;
export type RootState = ReturnType<AppStore['getState']>;
export type AppDispatch = AppStore['dispatch'];
