// One RTK Query API for every resource of the site. Lists load when a screen asks for them and are cached;
// a successful write invalidates its resource's tag, so the list it changed is fetched again.
import { createApi, defaultSerializeQueryArgs, type FetchBaseQueryError } from '@reduxjs/toolkit/query/react';
import type { CandidateApplication, ListPage, ListPageArgs, PublicDrive } from '@site/contracts';
import type { PublicSiteSettings } from '@site/contracts/constants';
import { SETTINGS_ROUTES } from '@site/contracts/constants';
import { DEFAULT_LANGUAGE } from '@site/contracts/languages';
import { AUTH_ROUTES, CANDIDATE_ROUTES, PRIVACY_ROUTES, RESOURCES, type ResourceKey } from '@site/contracts/resources';
import { currentLanguage } from '../i18n/i18n';
import { DRIVE_PATHS, driveOf, drivesOf } from '../pages/drive-paths';
import { baseQuery } from './base-query';
import type { Entity, VisitorUser, WriteResult } from './types';
import type { UploadProgress } from './xhr-fetch';

const RESOURCE_KEYS = Object.keys(RESOURCES) as ResourceKey[];
const candidateUrl = (route: keyof typeof CANDIDATE_ROUTES, token: string) => `/${CANDIDATE_ROUTES[route].replace(':token', encodeURIComponent(token))}`;
const url = (key: ResourceKey, route: 'list' | 'add' | 'edit' | 'remove', id?: string) => {
  const r = RESOURCES[key];
  return `/${r.path}/${r[route].replace(':id', encodeURIComponent(id ?? ''))}`;
};

export type AccountRole = 'admin' | 'user';

export interface WriteArgs {
  key: ResourceKey;
  /** JSON object, or FormData for the multipart forms. */
  body?: Record<string, unknown> | FormData;
  /** For uploads: called with 0-100 while the body is sent. */
  onUploadProgress?: UploadProgress;
}

export const api = createApi({
  reducerPath: 'api',
  baseQuery,
  // Cached per language: a Hindi answer is never shown on a Marathi page (an English key is as it always was).
  serializeQueryArgs: (args) => {
    const key = defaultSerializeQueryArgs(args);
    const language = currentLanguage();
    return language === DEFAULT_LANGUAGE ? key : `${key}|${language}`;
  },
  tagTypes: [...RESOURCE_KEYS, 'candidateApplication', 'siteSettings', 'visitorAccount', 'publicDrives'],
  endpoints: (build) => ({
    list: build.query<unknown[], ResourceKey>({
      query: (key) => url(key, 'list'),
      transformResponse: (res: unknown, _meta, key) => {
        const listKey = RESOURCES[key].listKey;
        const items = listKey ? (res as Record<string, unknown>)[listKey] : res;
        return Array.isArray(items) ? items : [];
      },
      providesTags: (_r, _e, key) => [key],
    }),
    /**
     * A page of a list, sorted, searched and filtered by the server (docs/behaviour.md §7.5). Same tag as the list,
     * so a write refetches it.
     */
    page: build.query<ListPage<unknown>, ListPageArgs>({
      query: ({ key, page = 1, limit = 10, ...rest }) => ({
        url: url(key, 'list'),
        params: Object.fromEntries(Object.entries({ page, limit, ...rest }).filter(([, v]) => v !== undefined && v !== '')),
      }),
      transformResponse: (res: Record<string, unknown>, _meta, { key }) => {
        const items = res[RESOURCES[key].listKey ?? 'items'];
        return { items: Array.isArray(items) ? items : [], total: Number(res.total) || 0, page: Number(res.page) || 1, limit: Number(res.limit) || 10 };
      },
      providesTags: (_r, _e, { key }) => [key],
    }),
    /** One document by id (detail pages); a 404 or invalid id comes back as an error. */
    item: build.query<unknown, { key: ResourceKey; id: string }>({
      query: ({ key, id }) => `${url(key, 'list')}/${encodeURIComponent(id)}`,
      transformResponse: (res: { data?: unknown }) => res.data ?? null,
      providesTags: (_r, _e, { key }) => [key],
    }),
    add: build.mutation<WriteResult, WriteArgs>({
      query: ({ key, body, onUploadProgress }) => ({ url: url(key, 'add'), method: 'POST', body, onUploadProgress }),
      invalidatesTags: (_r, error, { key }) => (error ? [] : [key]),
    }),
    edit: build.mutation<WriteResult, WriteArgs & { id: string }>({
      query: ({ key, id, body, onUploadProgress }) => ({ url: url(key, 'edit', id), method: 'POST', body, onUploadProgress }),
      invalidatesTags: (_r, error, { key }) => (error ? [] : [key]),
    }),
    remove: build.mutation<WriteResult, { key: ResourceKey; id: string }>({
      query: ({ key, id }) => ({ url: url(key, 'remove', id), method: 'POST' }),
      invalidatesTags: (_r, error, { key }) => (error ? [] : [key]),
    }),
    /** What both sites show of the site settings (docs/behaviour.md §23): company name, contacts, footer. */
    siteSettings: build.query<PublicSiteSettings, void>({
      query: () => `/${SETTINGS_ROUTES.public}`,
      providesTags: ['siteSettings'],
    }),
    /** The candidate's own application by the private link's token (docs/behaviour.md §17); a 404 when it opens nothing. */
    candidateApplication: build.query<CandidateApplication, string>({
      query: (token) => candidateUrl('page', token),
      providesTags: ['candidateApplication'],
    }),
    /**
     * The upcoming walk-in drives (docs/behaviour.md §26), all of them (`''`) or those hiring for one job. Here, not
     * with the booking form, because the shell's server sends a drives page its drives (route-data.ts).
     */
    publicDrives: build.query<PublicDrive[], string>({
      query: (job) => (job ? { url: `/${DRIVE_PATHS.list}`, params: { job } } : `/${DRIVE_PATHS.list}`),
      transformResponse: drivesOf,
      providesTags: ['publicDrives'],
    }),
    /** One drive with its seats left; a 404 when there is none. */
    publicDrive: build.query<PublicDrive, string>({
      query: (id) => `/${DRIVE_PATHS.one.replace(':id', encodeURIComponent(id))}`,
      transformResponse: driveOf,
      providesTags: ['publicDrives'],
    }),
    candidateWithdraw: build.mutation<CandidateApplication, string>({
      query: (token) => ({ url: candidateUrl('withdraw', token), method: 'POST' }),
      invalidatesTags: (_r, error) => (error ? [] : ['candidateApplication']),
    }),
    candidateErase: build.mutation<{ message: string }, string>({
      query: (token) => ({ url: candidateUrl('erase', token), method: 'POST' }),
    }),
    userLogin: build.mutation<{ message: string; token?: string; user?: VisitorUser }, { email: string; password: string }>({
      query: (body) => ({ url: `/${AUTH_ROUTES.userLogin}`, method: 'POST', body }),
    }),
    userRegister: build.mutation<
      { message: string },
      { name: string; mobile: string; email: string; password: string; consent?: boolean; website?: string; fillMs?: number }
    >({
      query: (body) => ({ url: `/${AUTH_ROUTES.userRegister}`, method: 'POST', body }),
    }),
    /** A signed-in visitor deletes their own account with their token and password (docs/behaviour.md §14.1). */
    deleteOwnAccount: build.mutation<{ message: string }, { token: string; password: string }>({
      query: ({ token, password }) => ({ url: `/${PRIVACY_ROUTES.deleteOwnAccount}`, method: 'POST', body: { password }, token }),
    }),
    /** docs/behaviour.md §21: a reset link for an admin's or a visitor's address (the answer is the same for every address). */
    forgotPassword: build.mutation<{ message: string }, { role: AccountRole; email: string }>({
      query: ({ role, email }) => ({
        url: `/${AUTH_ROUTES[role === 'admin' ? 'adminForgotPassword' : 'userForgotPassword']}`,
        method: 'POST',
        body: { email },
      }),
    }),
    resetPassword: build.mutation<{ message: string }, { role: AccountRole; token: string; password: string }>({
      query: ({ role, token, password }) => ({
        url: `/${AUTH_ROUTES[role === 'admin' ? 'adminResetPassword' : 'userResetPassword']}`,
        method: 'POST',
        body: { token, password },
      }),
    }),
    /** docs/behaviour.md §21: the link's token, sent in the session (`token`) of the account it was sent for. */
    verifyEmail: build.mutation<{ message: string }, { token: string; link: string }>({
      query: ({ token, link }) => ({ url: `/${AUTH_ROUTES.userVerifyEmail}`, method: 'POST', body: { token: link }, token }),
      invalidatesTags: (_r, error) => (error ? [] : ['visitorAccount']),
    }),
    resendVerification: build.mutation<{ message: string }, string>({
      query: (token) => ({ url: `/${AUTH_ROUTES.userResendVerification}`, method: 'POST', token }),
    }),
    /** The signed-in visitor's account (whether the address is confirmed), by their token. */
    visitorMe: build.query<{ user: VisitorUser & { verified: boolean } }, string>({
      query: (token) => ({ url: `/${AUTH_ROUTES.userMe}`, token }),
      providesTags: ['visitorAccount'],
    }),
    /** "My applications" of a visitor whose address is confirmed; 403 before. */
    myApplications: build.query<{ applications: Array<CandidateApplication['application']> }, string>({
      query: (token) => ({ url: `/${AUTH_ROUTES.userApplications}`, token }),
      providesTags: ['visitorAccount'],
    }),
    // docs/behaviour.md §25: `code` for two-factor sign-in; `twoFactor: 'enrol'` answers an enrolment token, not a session.
    adminLogin: build.mutation<
      { message: string; token?: string; twoFactor?: 'enrol'; enrolmentToken?: string },
      { email: string; password: string; remember?: boolean; code?: string }
    >({
      query: (body) => ({ url: `/${AUTH_ROUTES.adminLogin}`, method: 'POST', body }),
    }),
  }),
});

/** The list of one resource, typed by its key. */
export function useList<K extends ResourceKey>(key: K, options?: { skip?: boolean }) {
  const result = api.useListQuery(key, options);
  return { ...result, data: result.data as Entity<K>[] | undefined };
}

/** A page of one resource's list, typed by its key; the previous page stays in `data` while the next one loads. */
export function usePage<K extends ResourceKey>(args: ListPageArgs & { key: K }, options?: { skip?: boolean }) {
  const result = api.usePageQuery(args, options);
  return { ...result, data: result.data as ListPage<Entity<K>> | undefined };
}

/** One document of a resource by id, typed by its key. */
export function useItem<K extends ResourceKey>(key: K, id: string | undefined) {
  const result = api.useItemQuery({ key, id: id ?? '' }, { skip: !id });
  // `currentData`, not `data`: when the id changes (a Similar Jobs link), the previous document must not stay on
  // screen while the next one loads, nor in place of 'Not Found'.
  const data = result.currentData as Entity<K> | null | undefined;
  // The API answers 404 for an unknown id and 400 for one that is not an id at all: both mean "no such document",
  // unlike a failure to reach the API (which deserves a retry).
  const status = (result.error as FetchBaseQueryError | undefined)?.status;
  const missing = !result.isFetching && (data === null || status === 404 || status === 400);
  return { ...result, data, isLoading: data === undefined && result.isFetching, missing };
}

export const {
  useAddMutation,
  useEditMutation,
  useRemoveMutation,
  useUserLoginMutation,
  useUserRegisterMutation,
  useAdminLoginMutation,
  useForgotPasswordMutation,
  useResetPasswordMutation,
} = api;

/** The server's `message` from a failed call, if it sent one. */
export function errorMessage(error: unknown): string | undefined {
  const data = (error as { data?: { message?: unknown } } | undefined)?.data;
  return typeof data?.message === 'string' ? data.message : undefined;
}
