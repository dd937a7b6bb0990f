// A new page starts at its top (a client card low on the grid opens the client's page at its header), while the
// browser's back and forward buttons keep the browser's own scroll restoration.
import { useLayoutEffect } from 'react';
import { useLocation, useNavigationType } from '@site/shared-ui';

export function ScrollToTop() {
  const { pathname } = useLocation();
  const type = useNavigationType();
  useLayoutEffect(() => {
    if (type !== 'POP') window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, [pathname, type]);
  return null;
}
