// Test helper: renders a part of this app in a real store (a fresh one unless given) and a memory router, with toasts.
import type { AppStore } from '@site/shared-ui';
import { renderWithStore, TEST_API } from '@site/shared-ui/testing';
import type { ReactElement } from 'react';

export { TEST_API };

export function renderAdmin(ui: ReactElement, { route = '/admin', store }: { route?: string; store?: AppStore } = {}) {
  return renderWithStore(ui, { route, store, toasts: true });
}
