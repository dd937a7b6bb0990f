// The main site's pages (docs/behaviour.md §2.1): exposed to the shell as `mf_main_site/Routes`.
import { NotFound, REMOTE_PATHS, Route, routePath, Routes, SiteLayout } from '@site/shared-ui';
import { AboutPage } from '../features/about/about-page';
import { ResetPasswordPage } from '../features/account/reset-password-page';
import { VerifyEmailPage } from '../features/account/verify-email-page';
import { ApplicationPage } from '../features/application/application-page';
import { MyApplicationsPage } from '../features/application/my-applications-page';
import { ServiceDetailPage } from '../features/booking/service-detail-page';
import { ContactPage } from '../features/contact/contact-page';
import { DrivePage } from '../features/drives/drive-page';
import { DrivesPage } from '../features/drives/drives-page';
import { HomePage } from '../features/home/home-page';
import { JobDetailPage } from '../features/job-detail/job-detail-page';
import { JobsPage } from '../features/jobs/jobs-page';
import { PrivacyPage } from '../features/privacy/privacy-page';
import { ServicesPage } from '../features/services/services-page';
import './main-site.css';

/** Its words in Hindi and Marathi, which the shell loads with these routes on those languages' pages. */
export { messages } from '../locales';

const M = REMOTE_PATHS.main;

export default function MainSiteRoutes() {
  return (
    <Routes>
      <Route element={<SiteLayout variant="main" />}>
        <Route path={routePath(M.home)} element={<HomePage />} />
        <Route path={routePath(M.services)} element={<ServicesPage />} />
        <Route path={routePath(M.about)} element={<AboutPage />} />
        <Route path={routePath(M.contact)} element={<ContactPage />} />
        <Route path={routePath(M.jobs)} element={<JobsPage />} />
        <Route path={routePath(M.privacy)} element={<PrivacyPage />} />
        <Route path={routePath(M.booking)} element={<ServiceDetailPage />} />
        <Route path={routePath(M.jobDetail)} element={<JobDetailPage />} />
        <Route path={routePath(M.jobDetailOld)} element={<JobDetailPage />} />
        <Route path={routePath(M.application)} element={<ApplicationPage />} />
        <Route path={routePath(M.resetPassword)} element={<ResetPasswordPage />} />
        <Route path={routePath(M.verifyEmail)} element={<VerifyEmailPage />} />
        <Route path={routePath(M.myApplications)} element={<MyApplicationsPage />} />
        <Route path={routePath(M.drives)} element={<DrivesPage />} />
        <Route path={routePath(M.drive)} element={<DrivePage />} />
        <Route path="*" element={<NotFound />} />
      </Route>
    </Routes>
  );
}
