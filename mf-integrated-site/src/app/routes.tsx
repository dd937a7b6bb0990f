// The integrated site's pages (docs/behaviour.md §2.1, §2.10): exposed to the shell as `mf_integrated_site/Routes`.
// Paths match without regard to case, so /integrat/Clients and /integrat/clients are one page.
import { NotFound, REMOTE_PATHS, Route, routePath, Routes, SiteLayout } from '@site/shared-ui';
import { ScrollToTop } from '../components/scroll-to-top';
import { AboutPage } from '../features/about/about-page';
import { ClientDetailPage } from '../features/client-detail/client-detail-page';
import { ClientsPage } from '../features/clients/clients-page';
import { ContactPage } from '../features/contact/contact-page';
import { HomePage } from '../features/home/home-page';
import { JobsPage } from '../features/jobs/jobs-page';
import { PrivacyPage } from '../features/privacy/privacy-page';
import { ServicesPage } from '../features/services/services-page';

/** Its words in Hindi and Marathi, which the shell loads with these routes on those languages' pages. */
export { messages } from '../locales';

const I = REMOTE_PATHS.integrated;

export default function IntegratedSiteRoutes() {
  return (
    <>
      <ScrollToTop />
      <Routes>
        <Route element={<SiteLayout variant="integrated" />}>
          <Route path={routePath(I.home)} element={<HomePage />} />
          <Route path={routePath(I.homeOld)} element={<HomePage />} />
          <Route path={routePath(I.about)} element={<AboutPage />} />
          <Route path={routePath(I.services)} element={<ServicesPage />} />
          <Route path={routePath(I.clients)} element={<ClientsPage />} />
          <Route path={routePath(I.jobs)} element={<JobsPage />} />
          <Route path={routePath(I.contact)} element={<ContactPage />} />
          <Route path={routePath(I.privacy)} element={<PrivacyPage />} />
          <Route path={routePath(I.client)} element={<ClientDetailPage />} />
          <Route path="*" element={<NotFound />} />
        </Route>
      </Routes>
    </>
  );
}
