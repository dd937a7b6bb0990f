// The main site's pages (spec §2.1): exposed to the shell as `mf_main_site/Routes`.
import { NotFound, Route, Routes, SiteLayout } from '@site/shared-ui';
import { AboutPage } from '../features/about/about-page';
import { ServiceDetailPage } from '../features/booking/service-detail-page';
import { ContactPage } from '../features/contact/contact-page';
import { HomePage } from '../features/home/home-page';
import { JobDetailPage } from '../features/job-detail/job-detail-page';
import { JobsPage } from '../features/jobs/jobs-page';
import { ServicesPage } from '../features/services/services-page';
import './main-site.css';

export default function MainSiteRoutes() {
  return (
    <Routes>
      <Route element={<SiteLayout variant="main" />}>
        <Route path="main/home" element={<HomePage />} />
        <Route path="main/service" element={<ServicesPage />} />
        <Route path="main/about" element={<AboutPage />} />
        <Route path="main/contact" element={<ContactPage />} />
        <Route path="main/jobs" element={<JobsPage />} />
        <Route path="booking/:id" element={<ServiceDetailPage />} />
        <Route path="jobdetail/:id" element={<JobDetailPage />} />
        <Route path="jobdetails/:id" element={<JobDetailPage />} />
        <Route path="*" element={<NotFound />} />
      </Route>
    </Routes>
  );
}
