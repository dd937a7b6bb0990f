// Test helper: renders a part of this app in a fresh real store and a memory router, with toasts.
import { renderWithStore, TEST_API } from '@site/shared-ui/testing';
import type { ReactElement } from 'react';

export { TEST_API };

export function renderAdmin(ui: ReactElement, { route = '/admin' }: { route?: string } = {}) {
  return renderWithStore(ui, { route, toasts: true });
}
