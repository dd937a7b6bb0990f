// A screen opened by its address shows a refusal to a role that may not use it (the API refuses its calls anyway).
import { type AdminArea, mayUse } from '@site/contracts/roles';
import { RESOURCE_AREAS } from '@site/contracts';
import { ErrorState, Loading, Navigate, useParams } from '@site/shared-ui';
import type { ReactNode } from 'react';
import { useMeQuery } from '../../lib/me-api';
import { type AdminNav, homeOf } from './admin-nav';

export function RequireArea({ area, children }: { area: AdminArea; children: ReactNode }) {
  const me = useMeQuery();
  if (me.isError) return <ErrorState title="Your account could not be read" onRetry={() => void me.refetch()} />;
  if (!me.data) return <Loading />;
  if (!mayUse(me.data, area)) return <ErrorState title="Your role does not allow this screen" message="Ask an owner if you need it." />;
  return children;
}

/** An inbox item is the owner's, but a job application's page is also a recruiter's. */
export function RequireInboxItem({ children }: { children: ReactNode }) {
  const { type } = useParams();
  return <RequireArea area={type === 'applyJobs' ? 'hiring' : 'owner'}>{children}</RequireArea>;
}

/** An item's versions are for whoever may edit the item. */
export function RequireHistoryItem({ children }: { children: ReactNode }) {
  const { resource = '' } = useParams();
  const area = Object.hasOwn(RESOURCE_AREAS, resource) ? RESOURCE_AREAS[resource as keyof typeof RESOURCE_AREAS] : 'owner';
  return <RequireArea area={area}>{children}</RequireArea>;
}

/** The back office's home: the dashboard for an owner, else the first screen of `nav` the role may use. */
export function RoleHome({ nav, children }: { nav: AdminNav; children: ReactNode }) {
  const me = useMeQuery();
  if (me.isError) return <ErrorState title="Your account could not be read" onRetry={() => void me.refetch()} />;
  if (!me.data) return <Loading />;
  const home = homeOf(nav, me.data);
  return home ? <Navigate to={home} replace /> : children;
}
