import type { AuthResponse, TwoFactorChallengeBody } from '@tecnobazar/shared';
import { api } from '@/app/api';

// The second sign-in step is shared by the shopper/admin and the seller login forms, so it lives with the
// shared components rather than in one feature.
const twoFactorChallengeApi = api.injectEndpoints({
  endpoints: (build) => ({
    completeTwoFactor: build.mutation<AuthResponse, TwoFactorChallengeBody>({
      query: (body) => ({ url: '/auth/two-factor', method: 'POST', body }),
    }),
  }),
});

export const { useCompleteTwoFactorMutation } = twoFactorChallengeApi;
