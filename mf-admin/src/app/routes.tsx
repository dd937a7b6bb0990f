// The back office (docs/behaviour.md §2.11-2.13): exposed to the shell as `mf_admin/Routes`.
import { NotFound, Route, Routes } from '@site/shared-ui';
import { AccountPage } from '../features/accounts/account-page';
import { AdminsPage } from '../features/accounts/admins-page';
import { ApplicationsPage } from '../features/applications/applications-page';
import { ApplicationResume } from '../features/applications/application-resume';
import { AuditPage } from '../features/audit/audit-page';
import { DashboardPage } from '../features/dashboard/dashboard-page';
import { DeskPage } from '../features/drive-desk/desk-page';
import { QueuePage } from '../features/drive-desk/queue-page';
import { DriveEditorPage } from '../features/drives/drive-editor';
import { DrivePage } from '../features/drives/drive-page';
import { DrivesPage } from '../features/drives/drives-page';
import { ApplicationInterviews } from '../features/interviews/application-interviews';
import { ApplicationPerson } from '../features/applications/application-person';
import { type ApplicationParts, InboxItemPage } from '../features/inbox/inbox-item-page';
import { InboxPage } from '../features/inbox/inbox-page';
import { UpcomingInterviewsPage } from '../features/interviews/upcoming-page';
import { ReleasesPage } from '../features/releases/releases-page';
import { SettingsPage } from '../features/settings/settings-page';
import { TemplatesPage } from '../features/status-templates/templates-page';
import { AdminLayout } from '../features/layout/admin-layout';
import { RequireAdmin } from '../features/layout/require-admin';
import { ForgotPasswordPage } from '../features/login/forgot-password-page';
import { RequireArea, RequireHistoryItem, RequireInboxItem, RoleHome } from '../features/layout/require-area';
import { RESOURCE_AREAS } from '@site/contracts';
import { LoginPage } from '../features/login/login-page';
import { DeletedPage } from '../features/history/deleted-page';
import { HistoryPage } from '../features/history/history-page';
import { ResetPasswordPage } from '../features/login/reset-password-page';
import { PersonPage } from '../features/privacy/person-page';
import { PosterPage } from '../features/posters/poster-page';
import { RetentionPage } from '../features/privacy/retention-page';
import { ResourceScreen } from '../features/resources/resource-screen';
import { SCREENS } from '../features/resources/screens';
import { ADMIN_NAV } from './admin-nav';
import {
  ACCOUNT_PATH,
  ADMIN_HOME,
  ADMIN_LOGIN,
  AUDIT_PATH,
  ADMINS_PATH,
  APPLICATIONS_PATH,
  HISTORY_PATH,
  INBOX_ITEM_PATH,
  INBOX_PATH,
  INTERVIEWS_PATH,
  JOB_POSTER_PATH,
  PRIVACY_PATH,
  RELEASES_PATH,
  RETENTION_PATH,
  STATUS_TEMPLATES_PATH,
  SETTINGS_PATH,
  FORGOT_PASSWORD_PATH,
  RESET_PASSWORD_PATH,
} from '../lib/paths';

/** The old product's demo screens (Services, Integrated About/Testimonial/Services) edit the real data the public pages show. */
const ALIASES = [
  { path: 'serviess', screen: SCREENS.services, note: 'The services shown on both public sites.' },
  { path: 'service/integrated', screen: SCREENS.services, note: "The services shown on the integrated site's Services page." },
  { path: 'dashboard/services', screen: SCREENS.services },
  { path: 'about/integrated', screen: SCREENS.about, note: "The about content shown on the integrated site's About page." },
  { path: 'testimonial/integrated', screen: SCREENS.testimonial, note: 'The testimonials shown on both public sites.' },
  { path: 'dashboard/jobs', screen: SCREENS.jobs },
] as const;

/** A job application's inbox page also shows its resume and interviews. */
const APPLICATION: ApplicationParts = { Resume: ApplicationResume, Interviews: ApplicationInterviews, Person: ApplicationPerson };

export default function AdminRoutes() {
  return (
    <Routes>
      <Route path={ADMIN_LOGIN.slice(1)} element={<LoginPage />} />
      <Route path={FORGOT_PASSWORD_PATH.slice(1)} element={<ForgotPasswordPage />} />
      <Route path={RESET_PASSWORD_PATH.slice(1)} element={<ResetPasswordPage />} />
      <Route
        path="admin"
        element={
          <RequireAdmin>
            <AdminLayout nav={ADMIN_NAV} />
          </RequireAdmin>
        }
      >
        <Route
          index
          element={
            <RoleHome nav={ADMIN_NAV}>
              <DashboardPage />
            </RoleHome>
          }
        />
        {Object.values(SCREENS).map((def) => (
          <Route
            key={def.path}
            path={def.path}
            element={
              <RequireArea area={RESOURCE_AREAS[def.key]}>
                <ResourceScreen key={def.path} def={def as never} />
              </RequireArea>
            }
          />
        ))}
        {ALIASES.map(({ path, screen, ...rest }) => (
          <Route
            key={path}
            path={path}
            element={
              <RequireArea area={RESOURCE_AREAS[screen.key]}>
                <ResourceScreen key={path} def={screen as never} note={'note' in rest ? rest.note : undefined} />
              </RequireArea>
            }
          />
        ))}
        <Route
          path={APPLICATIONS_PATH.slice(ADMIN_HOME.length + 1)}
          element={
            <RequireArea area="hiring">
              <ApplicationsPage />
            </RequireArea>
          }
        />
        <Route
          path={INBOX_PATH.slice(ADMIN_HOME.length + 1)}
          element={
            <RequireArea area="owner">
              <InboxPage />
            </RequireArea>
          }
        />
        <Route
          path={INBOX_ITEM_PATH.slice(ADMIN_HOME.length + 1)}
          element={
            <RequireInboxItem>
              <InboxItemPage application={APPLICATION} />
            </RequireInboxItem>
          }
        />
        <Route
          path={INTERVIEWS_PATH.slice(ADMIN_HOME.length + 1)}
          element={
            <RequireArea area="hiring">
              <UpcomingInterviewsPage />
            </RequireArea>
          }
        />
        {/* Walk-in drives (docs/behaviour.md §26): the list, a new drive, one drive's people and funnel, its editor. */}
        {(
          [
            ['drives', <DrivesPage key="list" />],
            ['drives/new', <DriveEditorPage key="new" />],
            ['drives/:id', <DrivePage key="one" />],
            ['drives/:id/edit', <DriveEditorPage key="edit" />],
          ] as const
        ).map(([path, page]) => (
          <Route key={path} path={path} element={<RequireArea area="hiring">{page}</RequireArea>} />
        ))}
        {/* A drive's check-in desk and the interviewer's queue (docs/behaviour.md §26.4-26.5): phones at the venue. */}
        <Route
          path="drives/:id/desk"
          element={
            <RequireArea area="hiring">
              <DeskPage />
            </RequireArea>
          }
        />
        <Route
          path="drives/:id/queue"
          element={
            <RequireArea area="hiring">
              <QueuePage />
            </RequireArea>
          }
        />
        <Route
          path={`${JOB_POSTER_PATH.slice(ADMIN_HOME.length + 1)}/:id`}
          element={
            <RequireArea area="hiring">
              <PosterPage />
            </RequireArea>
          }
        />
        <Route
          path={STATUS_TEMPLATES_PATH.slice(ADMIN_HOME.length + 1)}
          element={
            <RequireArea area="hiring">
              <TemplatesPage />
            </RequireArea>
          }
        />
        <Route
          path={ADMINS_PATH.slice(ADMIN_HOME.length + 1)}
          element={
            <RequireArea area="owner">
              <AdminsPage />
            </RequireArea>
          }
        />
        <Route path={ACCOUNT_PATH.slice(ADMIN_HOME.length + 1)} element={<AccountPage />} />
        <Route
          path={AUDIT_PATH.slice(ADMIN_HOME.length + 1)}
          element={
            <RequireArea area="owner">
              <AuditPage />
            </RequireArea>
          }
        />
        <Route
          path={PRIVACY_PATH.slice(ADMIN_HOME.length + 1)}
          element={
            <RequireArea area="owner">
              <PersonPage />
            </RequireArea>
          }
        />
        <Route
          path={RETENTION_PATH.slice(ADMIN_HOME.length + 1)}
          element={
            <RequireArea area="owner">
              <RetentionPage />
            </RequireArea>
          }
        />
        <Route
          path={HISTORY_PATH.slice(ADMIN_HOME.length + 1)}
          element={
            <RequireArea area="owner">
              <DeletedPage />
            </RequireArea>
          }
        />
        <Route
          path={`${HISTORY_PATH.slice(ADMIN_HOME.length + 1)}/:resource/:id`}
          element={
            <RequireHistoryItem>
              <HistoryPage />
            </RequireHistoryItem>
          }
        />
        <Route
          path={SETTINGS_PATH.slice(ADMIN_HOME.length + 1)}
          element={
            <RequireArea area="owner">
              <SettingsPage />
            </RequireArea>
          }
        />
        <Route
          path={RELEASES_PATH.slice(ADMIN_HOME.length + 1)}
          element={
            <RequireArea area="releases">
              <ReleasesPage />
            </RequireArea>
          }
        />
        <Route path="*" element={<NotFound back={{ label: 'Back to the dashboard', to: ADMIN_HOME }} />} />
      </Route>
    </Routes>
  );
}
