// The admin accounts calls of the back office, on the site's one API client (its address, admin token and session
// handling). A change to an account refetches the list.
import { type AddAdminInput, type ChangePasswordInput, type ChangeRoleInput, TWO_FACTOR_ROUTES } from '@site/contracts';
import type { AdminRole, SiteVariant } from '@site/contracts/roles';
import { AUTH_ROUTES } from '@site/contracts/resources';
import { api } from '@site/shared-ui';

export interface AdminAccount {
  _id: string;
  name: string;
  email: string;
  disabled: boolean;
  role: AdminRole;
  sites?: SiteVariant[];
  createdAt?: string;
  /** Whether the admin signs in with an authenticator code. */
  twoFactor: boolean;
  /** Wrong two-factor codes at their sign-in since their last good one, when there are any (docs/behaviour.md §25). */
  wrongCodes?: { count: number; since: string };
}

const route = (path: string, id = '') => `/${path.replace(':id', encodeURIComponent(id))}`;

const accountsApi = api.enhanceEndpoints({ addTagTypes: ['Admins'] }).injectEndpoints({
  endpoints: (build) => ({
    admins: build.query<AdminAccount[], void>({
      query: () => route(AUTH_ROUTES.adminList),
      transformResponse: (res: { AdminLogin?: AdminAccount[] }) => res.AdminLogin ?? [],
      providesTags: ['Admins'],
    }),
    addAdmin: build.mutation<{ message: string }, AddAdminInput>({
      query: (body) => ({ url: route(AUTH_ROUTES.adminAdd), method: 'POST', body }),
      invalidatesTags: (_r, error) => (error ? [] : ['Admins']),
    }),
    setAdminDisabled: build.mutation<{ message: string }, { id: string; disabled: boolean }>({
      query: ({ id, disabled }) => ({ url: route(disabled ? AUTH_ROUTES.adminDisable : AUTH_ROUTES.adminEnable, id), method: 'POST' }),
      invalidatesTags: (_r, error) => (error ? [] : ['Admins']),
    }),
    changeRole: build.mutation<{ message: string }, ChangeRoleInput & { id: string }>({
      query: ({ id, ...body }) => ({ url: route(AUTH_ROUTES.adminChangeRole, id), method: 'POST', body }),
      invalidatesTags: (_r, error) => (error ? [] : ['Admins']),
    }),
    changePassword: build.mutation<{ message: string; token: string }, ChangePasswordInput>({
      query: (body) => ({ url: route(AUTH_ROUTES.adminChangePassword), method: 'POST', body }),
    }),
    resetTwoFactor: build.mutation<{ message: string }, string>({
      query: (id) => ({ url: route(TWO_FACTOR_ROUTES.reset, id), method: 'POST' }),
      invalidatesTags: (_r, error) => (error ? [] : ['Admins']),
    }),
    signOutEverywhere: build.mutation<{ message: string }, void>({
      query: () => ({ url: route(AUTH_ROUTES.adminSignOutEverywhere), method: 'POST' }),
    }),
  }),
});

export const {
  useAdminsQuery,
  useAddAdminMutation,
  useChangeRoleMutation,
  useSetAdminDisabledMutation,
  useResetTwoFactorMutation,
  useChangePasswordMutation,
  useSignOutEverywhereMutation,
} = accountsApi;
