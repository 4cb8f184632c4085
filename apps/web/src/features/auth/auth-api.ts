import type { AuthResponse, MessageResponse, SendOtpBody, SigninBody, SignupBody } from '@tecnobazar/shared';
import { api } from '@/app/api';

const authApi = api.injectEndpoints({
  endpoints: (build) => ({
    sendLoginSignupOtp: build.mutation<MessageResponse, SendOtpBody>({
      query: (body) => ({ url: '/auth/sent/login-signup-otp', method: 'POST', body }),
    }),
    signup: build.mutation<AuthResponse, SignupBody>({
      query: (body) => ({ url: '/auth/signup', method: 'POST', body }),
    }),
    signin: build.mutation<AuthResponse, SigninBody>({
      query: (body) => ({ url: '/auth/signin', method: 'POST', body }),
    }),
  }),
});

export const { useSendLoginSignupOtpMutation, useSignupMutation, useSigninMutation } = authApi;
