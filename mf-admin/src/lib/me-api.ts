// The signed-in admin as the account reads now (docs/behaviour.md §22): the back office shows only what the role
// can use. Read once per session (signing out resets the API's cache); the API enforces the role on every call.
import { AUTH_ROUTES } from '@site/contracts/resources';
import type { AdminAccess } from '@site/contracts/roles';
import { api } from '@site/shared-ui';

export interface Me extends AdminAccess {
  _id: string;
  name: string;
  email: string;
  /** Two-factor sign-in is on (docs/behaviour.md §25). */
  twoFactor?: boolean;
}

const meApi = api.injectEndpoints({
  endpoints: (build) => ({
    me: build.query<Me, void>({ query: () => `/${AUTH_ROUTES.adminMe}` }),
  }),
});

export const { useMeQuery } = meApi;
