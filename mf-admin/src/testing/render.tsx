// Test helper: renders a part of this app in a real store (a fresh one unless given) and a memory router, with toasts.
import { type AppStore, createStore, Route, Routes, sessionSlice, useLocation } from '@site/shared-ui';
import { renderWithStore, TEST_API } from '@site/shared-ui/testing';
import type { ReactElement } from 'react';

export { TEST_API };

export function renderAdmin(ui: ReactElement, { route = '/admin', store }: { route?: string; store?: AppStore } = {}) {
  return renderWithStore(ui, { route, store, toasts: true });
}

/** The address's query string, for tests of screens that keep their state there. */
function Address() {
  return <output aria-label="address">{useLocation().search}</output>;
}

/** A screen at its path for a signed-in admin, opened at `route`, with its address readable as "address". */
export function renderAdminScreen(path: string, screen: ReactElement, route: string) {
  const store = createStore();
  store.dispatch(sessionSlice.actions.adminTokenChanged('admin-token'));
  return renderAdmin(
    <Routes>
      <Route
        path={path}
        element={
          <>
            {screen}
            <Address />
          </>
        }
      />
    </Routes>,
    { route, store },
  );
}
