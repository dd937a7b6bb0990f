// A screen's state in the address (?page=2&q=guard&status=New), changed a few parameters at a time.
import { useLocation, useNavigate, useSearchParams } from '@site/shared-ui';
import { useLayoutEffect, useRef } from 'react';

/**
 * The address's parameters, and `update`, which sets or clears some of them. It starts from the newest address,
 * the one it last asked for until the router has moved there, not the one of the last render: a search sent after
 * its typing pause must not undo a filter chosen meanwhile. A change that is not a page turn starts at page 1.
 *
 * A screen being left changes nothing: the router draws the next page in a transition, so a search whose typing
 * pause ends after a click on a row's link, but before that page is drawn, would otherwise put this screen's
 * address in place of the page the admin opened.
 */
export function useAddressParams() {
  const [params] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const newest = useRef({ key: location.key, search: location.search });
  if (newest.current.key !== location.key) newest.current = { key: location.key, search: location.search };
  // The path in the browser's address bar when this screen was last drawn (an update only changes the query).
  const drawnAt = useRef<string | null>(null);
  useLayoutEffect(() => {
    drawnAt.current = window.location.pathname;
  });
  const update = (changes: Record<string, string | undefined>, replace = false) => {
    if (drawnAt.current !== null && window.location.pathname !== drawnAt.current) return;
    const next = new URLSearchParams(newest.current.search);
    for (const [name, value] of Object.entries(changes)) {
      if (value) next.set(name, value);
      else next.delete(name);
    }
    if (!('page' in changes)) next.delete('page');
    const search = next.toString() ? `?${next}` : '';
    newest.current = { ...newest.current, search };
    navigate({ search }, { replace });
  };
  return [params, update] as const;
}
