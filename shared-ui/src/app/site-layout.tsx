// The frame of every public page of both site variants (docs/behaviour.md §2.3, §2.5): contact bar, navigation, the page,
// footer, floating buttons, the offer of the visitor's chosen language and the visitor's sign-in modals.
import { Outlet } from 'react-router-dom';
import type { SiteVariant } from '../pages/site-links';
import { AuthModals, FloatingButtons, Footer, NavBar, TopContactBar } from '../ui';
import { LanguageOffer } from '../ui/navbar/language-offer';

export function SiteLayout({ variant }: { variant: SiteVariant }) {
  return (
    <div className="ui-site">
      <TopContactBar />
      <NavBar variant={variant} />
      <main id="content" className="ui-site__main">
        <Outlet />
      </main>
      <Footer variant={variant} />
      <FloatingButtons />
      <LanguageOffer />
      <AuthModals />
    </div>
  );
}
