import { Route, Routes } from '@site/shared-ui';
import { RouteHead } from '../features/head/route-head';
import { LandingPage } from '../features/landing/landing-page';
import { RemoteOutlet } from '../features/remotes/remote-outlet';

/** The landing page is the shell's own; every other path belongs to a remote (or is not found). */
export function App() {
  return (
    <>
      <RouteHead />
      <Routes>
        <Route path="/" element={<LandingPage />} />
        <Route path="*" element={<RemoteOutlet />} />
      </Routes>
    </>
  );
}
