import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

export const JWT_STORAGE_KEY = 'jwt';

interface AuthState {
  jwt: string | null;
}

export const authSlice = createSlice({
  name: 'auth',
  initialState: (): AuthState => ({ jwt: localStorage.getItem(JWT_STORAGE_KEY) }),
  reducers: {
    signedIn(state, action: PayloadAction<string>) {
      state.jwt = action.payload;
    },
    loggedOut: () => ({ jwt: null }),
  },
});

export const { signedIn, loggedOut } = authSlice.actions;
