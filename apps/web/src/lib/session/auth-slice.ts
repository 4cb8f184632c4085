import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

import { storedToken } from './token';

interface AuthState {
  jwt: string | null;
}

export const authSlice = createSlice({
  name: 'auth',
  // The server (entry-server.tsx) has no storage: it draws every page signed out.
  initialState: (): AuthState => ({ jwt: storedToken() }),
  reducers: {
    signedIn(state, action: PayloadAction<string>) {
      state.jwt = action.payload;
    },
    loggedOut: () => ({ jwt: null }),
  },
});

export const { signedIn, loggedOut } = authSlice.actions;
