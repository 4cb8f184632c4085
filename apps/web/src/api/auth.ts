import type {
  MessageResponse,
  SendOtpBody,
  SignInResponse,
  SigninBody,
  SignupBody,
} from '@tecnobazar/shared';
import { api } from './base';

const authApi = api.injectEndpoints({
  endpoints: (build) => ({
    sendLoginSignupOtp: build.mutation<MessageResponse, SendOtpBody>({
      query: (body) => ({ url: '/auth/sent/login-signup-otp', method: 'POST', body }),
    }),
    signup: build.mutation<SignInResponse, SignupBody>({
      query: (body) => ({ url: '/auth/signup', method: 'POST', body }),
    }),
    signin: build.mutation<SignInResponse, SigninBody>({
      query: (body) => ({ url: '/auth/signin', method: 'POST', body }),
    }),
  }),
});

export const { useSendLoginSignupOtpMutation, useSignupMutation, useSigninMutation } = authApi;
