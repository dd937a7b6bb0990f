// The active admins by name (docs/behaviour.md §22): who submissions may be assigned to and who may interview, and
// how a history line names an assignee, on every screen that shows one.
import { AUTH_ROUTES } from '@site/contracts/resources';
import { api } from '@site/shared-ui';

const adminNamesApi = api.injectEndpoints({
  endpoints: (build) => ({
    assignableAdmins: build.query<Array<{ _id: string; name: string }>, void>({
      query: () => `/${AUTH_ROUTES.adminInterviewers}`,
      transformResponse: (res: { interviewers?: Array<{ _id: string; name: string }> }) => res.interviewers ?? [],
    }),
  }),
});

export const { useAssignableAdminsQuery } = adminNamesApi;

/** An admin's name by id: "a former admin" for one no longer active; undefined until the list is read. */
export function useAdminName(): (id: string) => string | undefined {
  const { data } = useAssignableAdminsQuery();
  return (id) => (data ? (data.find((a) => a._id === id)?.name ?? 'a former admin') : undefined);
}
