// A screen's state in the address (?page=2&q=guard&status=New), changed a few parameters at a time.
import { useLocation, useNavigate, useSearchParams } from '@site/shared-ui';
import { useRef } from 'react';

/**
 * The address's parameters, and `update`, which sets or clears some of them. It starts from the newest address,
 * the one it last asked for until the router has moved there, not the one of the last render: a search sent after
 * its typing pause must not undo a filter chosen meanwhile. A change that is not a page turn starts at page 1.
 */
export function useAddressParams() {
  const [params] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const newest = useRef({ key: location.key, search: location.search });
  if (newest.current.key !== location.key) newest.current = { key: location.key, search: location.search };
  const update = (changes: Record<string, string | undefined>, replace = false) => {
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
