import { Navigate, useAppSelector, useLocation } from '@site/shared-ui';
import type { ReactNode } from 'react';
import { ADMIN_LOGIN } from '../../lib/paths';

/** Without an admin session the area sends the admin to sign in, remembering where they were going (docs/behaviour.md §2.12). */
export function RequireAdmin({ children }: { children: ReactNode }) {
  const token = useAppSelector((s) => s.session.adminToken);
  const location = useLocation();
  if (!token) return <Navigate to={ADMIN_LOGIN} replace state={{ from: location }} />;
  return children;
}
