// Proving a mobile number by a code, applying with it and opening one's applications by it (docs/behaviour.md §16.1,
// §21): injected into the site's one API client by the forms that use them, so the first page loads none of it.
import type { MyPhoneApplications, PhoneApplicationAnswer, PhoneCodePurpose, PhoneCodeSent, PhoneCodeVerified } from '@site/contracts';
import { PHONE_ROUTES } from '@site/contracts/resources';
import { api } from '@site/shared-ui';

const phoneApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** A code by SMS to a mobile number, for applying or opening one's applications. */
    phoneCodeRequest: build.mutation<PhoneCodeSent, { mobile: string; purpose: PhoneCodePurpose; website?: string; fillMs?: number }>({
      query: (body) => ({ url: `/${PHONE_ROUTES.codeRequest}`, method: 'POST', body }),
    }),
    /** The code typed back: a token that proves the number, for the form that needs it. */
    phoneCodeVerify: build.mutation<PhoneCodeVerified, { mobile: string; code: string; purpose: PhoneCodePurpose }>({
      query: (body) => ({ url: `/${PHONE_ROUTES.codeVerify}`, method: 'POST', body }),
    }),
    /** An application with a proved number (multipart, for the CV where the job takes one). */
    phoneApply: build.mutation<PhoneApplicationAnswer, { body: FormData }>({
      query: ({ body }) => ({ url: `/${PHONE_ROUTES.apply}`, method: 'POST', body }),
      invalidatesTags: (_r, error) => (error ? [] : ['applyJobs']),
    }),
    /** A candidate's applications by a proof of their number, each with a new link to its page. */
    myPhoneApplications: build.mutation<MyPhoneApplications, string>({
      query: (phoneToken) => ({ url: `/${PHONE_ROUTES.mine}`, method: 'POST', body: { phoneToken } }),
    }),
  }),
});

export const { usePhoneCodeRequestMutation, usePhoneCodeVerifyMutation, usePhoneApplyMutation, useMyPhoneApplicationsMutation } = phoneApi;
