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

/** Image paths resolve against the API base, so tests need a configuration (nothing is fetched). */
export function setTestConfig() {
  setRuntimeConfig({ apiUrl: TEST_API, remotes: { main: 'http://main.test/mf-manifest.json', integrated: 'http://int.test/mf-manifest.json', admin: 'http://admin.test/mf-manifest.json' } });
}

interface RenderWithStoreOptions extends Omit<RenderOptions, 'wrapper'> {
  route?: string;
  store?: AppStore;
  /** Render a toast container beside the UI (for components that toast). */
  toasts?: boolean;
}

/** Renders `ui` in a fresh real store and a memory router at `route`, with the test configuration set. */
export function renderWithStore(ui: ReactElement, { route = '/', store, toasts = false, ...options }: RenderWithStoreOptions = {}) {
  setTestConfig();
  store ??= createStore();
  const user = userEvent.setup();
  const result = render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[route]}>
        {ui}
        {toasts && <ToastContainer />}
      </MemoryRouter>
    </Provider>,
    options,
  );
  return { ...result, store, user };
}
