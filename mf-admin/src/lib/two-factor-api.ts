// Two-factor sign-in (docs/behaviour.md §25): setting it up (with the session's token, or at sign-in with the
// enrolment token the API answers when every admin must use it), turning it off, and the owner's rule.
import type { DisableTwoFactorInput } from '@site/contracts';
import { TWO_FACTOR_ROUTES } from '@site/contracts';
import { api } from '@site/shared-ui';

export interface TwoFactorStart {
  secret: string;
  otpauthUrl: string;
  qrCode: string;
}

const twoFactorApi = api.enhanceEndpoints({ addTagTypes: ['TwoFactorPolicy'] }).injectEndpoints({
  endpoints: (build) => ({
    startTwoFactor: build.mutation<TwoFactorStart, { enrolmentToken?: string }>({
      // An enrolment token, when set up at sign-in, replaces the session's.
      query: ({ enrolmentToken }) => ({ url: `/${TWO_FACTOR_ROUTES.start}`, method: 'POST', token: enrolmentToken }),
    }),
    confirmTwoFactor: build.mutation<{ message: string; recoveryCodes: string[]; token?: string }, { code: string; enrolmentToken?: string }>({
      query: ({ code, enrolmentToken }) => ({ url: `/${TWO_FACTOR_ROUTES.confirm}`, method: 'POST', body: { code }, token: enrolmentToken }),
    }),
    disableTwoFactor: build.mutation<{ message: string }, DisableTwoFactorInput>({
      query: (body) => ({ url: `/${TWO_FACTOR_ROUTES.disable}`, method: 'POST', body }),
    }),
    twoFactorPolicy: build.query<{ required: boolean }, void>({
      query: () => `/${TWO_FACTOR_ROUTES.policy}`,
      providesTags: ['TwoFactorPolicy'],
    }),
    setTwoFactorPolicy: build.mutation<{ message: string; required: boolean }, { required: boolean }>({
      query: (body) => ({ url: `/${TWO_FACTOR_ROUTES.policy}`, method: 'POST', body }),
      invalidatesTags: (_r, error) => (error ? [] : ['TwoFactorPolicy']),
    }),
  }),
});

export const { useStartTwoFactorMutation, useConfirmTwoFactorMutation, useDisableTwoFactorMutation, useTwoFactorPolicyQuery, useSetTwoFactorPolicyMutation } =
  twoFactorApi;
