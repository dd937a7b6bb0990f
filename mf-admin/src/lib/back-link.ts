// The way back from a page opened from a list (an application's page from Candidates, the inbox, the audit log):
// the list links with `backState`, and the page leads back to it, filters and all; opened any other way (a shared
// link, a reload in a new tab), it leads to a screen the admin's role may use.
import { useLocation } from '@site/shared-ui';

export interface BackTo {
  to: string;
  label: string;
}

/** The router state a link passes so that the page it opens leads back here, named `label`. */
export function useBackState(label: string): { back: BackTo } {
  const { pathname, search } = useLocation();
  return { back: { to: `${pathname}${search}`, label } };
}

/** Where "←" leads: the screen the admin came from, else `fallback`. */
export function useBackTo(fallback: BackTo): BackTo {
  const state: unknown = useLocation().state;
  const back = (state as { back?: Partial<BackTo> } | null)?.back;
  return typeof back?.to === 'string' && back.to.startsWith('/admin') && typeof back.label === 'string' ? { to: back.to, label: back.label } : fallback;
}
