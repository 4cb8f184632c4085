import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

export const JWT_STORAGE_KEY = 'jwt';

interface AuthState {
  jwt: string | null;
  /** A one-time code was sent for the sign-in form on screen. */
  otpSent: boolean;
}

export const authSlice = createSlice({
  name: 'auth',
  initialState: (): AuthState => ({ jwt: localStorage.getItem(JWT_STORAGE_KEY), otpSent: false }),
  reducers: {
    otpSentChanged(state, action: PayloadAction<boolean>) {
      state.otpSent = action.payload;
    },
    signedIn(state, action: PayloadAction<string>) {
      state.jwt = action.payload;
      state.otpSent = false;
    },
    loggedOut: () => ({ jwt: null, otpSent: false }),
  },
});

export const { otpSentChanged, signedIn, loggedOut } = authSlice.actions;
