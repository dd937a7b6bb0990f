// The back office (spec §2.11-2.13): exposed to the shell as `mf_admin/Routes`.
import { NotFound } from '@site/shared-ui';
import { Route, Routes } from 'react-router-dom';
import { DashboardPage } from '../features/dashboard/dashboard-page';
import { AdminLayout } from '../features/layout/admin-layout';
import { RequireAdmin } from '../features/layout/require-admin';
import { LoginPage } from '../features/login/login-page';

export default function AdminRoutes() {
  return (
    <Routes>
      <Route path="admin/login" element={<LoginPage />} />
      <Route
        path="admin"
        element={
          <RequireAdmin>
            <AdminLayout />
          </RequireAdmin>
        }
      >
        <Route index element={<DashboardPage />} />
        <Route path="*" element={<NotFound />} />
      </Route>
    </Routes>
  );
}
