// Test helper: renders UI inside a fresh store (the real one, not a mock) and a memory router.
import { render, type RenderOptions } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { ToastContainer } from 'react-toastify';
import { setRuntimeConfig } from '../config/runtime-config';
import { type AppStore, createStore } from '../store/store';

export const TEST_API = 'http://api.test';

/**
 * Image paths resolve against the API base, so tests need a configuration (nothing is fetched). Forms send at once
 * (`minFillMs` 0, as on the journeys' sites) unless a test names the API's minimum.
 */
export function setTestConfig({ minFillMs = 0 }: { minFillMs?: number } = {}) {
  setRuntimeConfig({
    apiUrl: TEST_API,
    remotes: { main: 'http://main.test/mf-manifest.json', integrated: 'http://int.test/mf-manifest.json', admin: 'http://admin.test/mf-manifest.json' },
    minFillMs,
  });
}

interface RenderWithStoreOptions extends Omit<RenderOptions, 'wrapper'> {
  route?: string;
  store?: AppStore;
  /** Render a toast container beside the UI (for components that toast). */
  toasts?: boolean;
  /** The API's shortest time to fill a visitor form, as the runtime configuration gives it (default 0). */
  minFillMs?: number;
  /** The router's basename: a Hindi or Marathi page's `/hi` or `/mr` (then part of `route`). */
  basename?: string;
}

/** Renders `ui` in a fresh real store and a memory router at `route`, with the test configuration set. */
export function renderWithStore(ui: ReactElement, { route = '/', store, toasts = false, minFillMs, basename, ...options }: RenderWithStoreOptions = {}) {
  setTestConfig({ minFillMs });
  store ??= createStore();
  const user = userEvent.setup();
  const result = render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[route]} basename={basename}>
        {ui}
        {toasts && <ToastContainer />}
      </MemoryRouter>
    </Provider>,
    options,
  );
  return { ...result, store, user };
}
