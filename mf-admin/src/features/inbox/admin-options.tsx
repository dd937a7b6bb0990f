// The active admins as the options of an assignee select, by name (all a recruiter is told of other admins).
import { useAssignableAdminsQuery } from './inbox-api';

export function AdminOptions() {
  const { data } = useAssignableAdminsQuery();
  return (
    <>
      {data?.map((a) => (
        <option key={a._id} value={a._id}>
          {a.name}
        </option>
      ))}
    </>
  );
}
