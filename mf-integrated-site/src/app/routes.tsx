// The integrated site's pages (spec §2.1, §2.10): exposed to the shell as `mf_integrated_site/Routes`.
// Paths match without regard to case, so /integrat/Clients and /integrat/clients are one page.
import { NotFound, Route, Routes, SiteLayout } from '@site/shared-ui';
import { ScrollToTop } from '../components/scroll-to-top';
import { AboutPage } from '../features/about/about-page';
import { ClientDetailPage } from '../features/client-detail/client-detail-page';
import { ClientsPage } from '../features/clients/clients-page';
import { ContactPage } from '../features/contact/contact-page';
import { HomePage } from '../features/home/home-page';
import { JobsPage } from '../features/jobs/jobs-page';
import { ServicesPage } from '../features/services/services-page';

export default function IntegratedSiteRoutes() {
  return (
    <>
      <ScrollToTop />
      <Routes>
        <Route element={<SiteLayout variant="integrated" />}>
          <Route path="integrat/home" element={<HomePage />} />
          <Route path="website" element={<HomePage />} />
          <Route path="integrat/about" element={<AboutPage />} />
          <Route path="integrat/services" element={<ServicesPage />} />
          <Route path="integrat/clients" element={<ClientsPage />} />
          <Route path="integrat/Job" element={<JobsPage />} />
          <Route path="integrat/contact" element={<ContactPage />} />
          <Route path="client/:id" element={<ClientDetailPage />} />
          <Route path="*" element={<NotFound />} />
        </Route>
      </Routes>
    </>
  );
}
