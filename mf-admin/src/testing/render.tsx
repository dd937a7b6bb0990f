// Test helper: renders a back-office part inside the real store (a fresh one) and a memory router, with toasts.
import { createStore, setRuntimeConfig } from '@site/shared-ui';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { ToastContainer } from 'react-toastify';

export const TEST_API = 'http://api.test';

export function renderAdmin(ui: ReactElement, { route = '/admin' }: { route?: string } = {}) {
  setRuntimeConfig({ apiUrl: TEST_API, remotes: { main: 'http://main.test/mf-manifest.json', integrated: 'http://int.test/mf-manifest.json', admin: 'http://admin.test/mf-manifest.json' } });
  const store = createStore();
  const user = userEvent.setup();
  const result = render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[route]}>
        {ui}
        <ToastContainer />
      </MemoryRouter>
    </Provider>,
  );
  return { ...result, store, user };
}
