// The one way the frontends call the API. Every call gets the base address from the runtime configuration and
// a bearer token (the admin's, or the call's own), its answer is read the same way, and a call made with the admin
// token that the server refuses ends the admin session here, and nowhere else.
import { type BaseQueryFn, type FetchArgs, fetchBaseQuery, type FetchBaseQueryError, type FetchBaseQueryMeta } from '@reduxjs/toolkit/query/react';
import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import { DEFAULT_LANGUAGE } from '@site/contracts/languages';
import { ROLE_MESSAGES } from '@site/contracts/roles';
import { getRuntimeConfig } from '../config/runtime-config';
import { currentLanguage } from '../i18n/i18n';
import { type UploadProgress, xhrFetch } from './xhr-fetch';

export interface ApiArgs extends FetchArgs {
  /** Sends the call over a transport that reports how much of the body is out (uploads). */
  onUploadProgress?: UploadProgress;
  /** The call's own bearer token, sent instead of the admin's: a visitor's, or an admin's enrolment at sign-in. */
  token?: string;
}

/**
 * What the store hands the base query (its thunk extra argument): how an admin session ends. The store supplies
 * it because the session's logout itself resets this API, and the two modules must not import each other.
 */
export interface ApiExtra {
  endAdminSession: () => UnknownAction | ThunkAction<unknown, never, unknown, UnknownAction>;
}

/**
 * Sign-in calls never carry the admin token: a refused password is not a refused session. Nor does a visitor's
 * own call, which carries the visitor's token.
 */
const SIGN_IN_ENDPOINTS = new Set(['userLogin', 'adminLogin', 'userRegister', 'deleteOwnAccount']);

/**
 * The server refused the admin token: 401 (expired, forged) or 403 (well signed, but not an admin's). Either way
 * the calls of this session keep failing, so the session ends. A 403 for the admin's role refuses that call only
 * (docs/behaviour.md §22): the session goes on.
 */
const refusesAdminToken = (error: FetchBaseQueryError) =>
  error.status === 401 || (error.status === 403 && (error.data as { message?: unknown } | undefined)?.message !== ROLE_MESSAGES.refused);

const adminBearer = (state: unknown) => {
  const token = (state as { session?: { adminToken?: string | null } }).session?.adminToken;
  return token ? `Bearer ${token}` : null;
};

export const baseQuery: BaseQueryFn<string | ApiArgs, unknown, FetchBaseQueryError, object, FetchBaseQueryMeta> = async (args, api, extraOptions) => {
  const { onUploadProgress, token, ...fetchArgs } = typeof args === 'string' ? { url: args } : args;
  // Public content may be reused from the browser's cache for a few seconds; the back office always revalidates
  // (an ETag makes that a 304), so an admin sees a change the moment it is saved.
  if (adminBearer(api.getState()) && !SIGN_IN_ENDPOINTS.has(api.endpoint)) fetchArgs.cache ??= 'no-cache';
  // A Hindi or Marathi page says its language on every call (docs/i18n.md): content comes in it, messages answer in
  // it, and a form records it. An English page's calls stay as they always were.
  const language = currentLanguage();
  if (language !== DEFAULT_LANGUAGE) fetchArgs.params = { ...fetchArgs.params, lang: language };
  const result = await fetchBaseQuery({
    baseUrl: getRuntimeConfig().apiUrl,
    fetchFn: onUploadProgress ? xhrFetch(onUploadProgress) : undefined,
    prepareHeaders: (headers, { getState, endpoint }) => {
      const bearer = token ? `Bearer ${token}` : SIGN_IN_ENDPOINTS.has(endpoint) ? null : adminBearer(getState());
      if (bearer) headers.set('Authorization', bearer);
      return headers;
    },
  })(fetchArgs, api, extraOptions);
  const sent = result.meta?.request.headers.get('Authorization');
  if (result.error && refusesAdminToken(result.error) && sent) {
    // After this call has settled: ending the session resets the API's cache, which cancels the calls still running,
    // and this call's caller must get the server's answer, not a cancellation. Only while that token is still the
    // session's, so several refused calls end it once.
    setTimeout(() => {
      const { endAdminSession } = (api.extra ?? {}) as Partial<ApiExtra>;
      if (endAdminSession && sent === adminBearer(api.getState())) void api.dispatch(endAdminSession());
    }, 0);
  }
  return result;
};
