// A remote running alone (its own dev server or static build): the same providers and runtime config as in the
// shell, its routes at the root, and "/" sent to the remote's home page.
import type { ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { Navigate, Route, Routes } from 'react-router-dom';
import { loadRuntimeConfig } from '../config/runtime-config';
import type { Catalogues } from '../i18n/i18n';
import { languageOfPath, startLanguage } from '../i18n/page-language';
import { AppProviders } from './app-providers';

/** `messages`: the remote's own catalogues, for its pages under /hi and /mr. */
export async function renderStandalone(RemoteRoutes: ComponentType, home: string, messages?: Catalogues) {
  const root = createRoot(document.getElementById('root')!);
  try {
    await Promise.all([loadRuntimeConfig(), startLanguage(languageOfPath(window.location.pathname), [messages])]);
    root.render(
      <AppProviders>
        <Routes>
          <Route path="/" element={<Navigate to={home} replace />} />
          <Route path="*" element={<RemoteRoutes />} />
        </Routes>
      </AppProviders>,
    );
  } catch (err) {
    console.error(err);
    root.render(<p style={{ padding: 24 }}>The site configuration could not be loaded. Please reload the page.</p>);
  }
}
