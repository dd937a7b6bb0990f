import { AppProviders, loadRuntimeConfig } from '@site/shared-ui';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { registerSiteRemotes } from './features/remotes/remote-registry';

const root = createRoot(document.getElementById('root')!);
try {
  const config = await loadRuntimeConfig();
  registerSiteRemotes(config.remotes);
  root.render(
    <AppProviders>
      <App />
    </AppProviders>,
  );
} catch (err) {
  console.error(err);
  root.render(<p style={{ padding: 24 }}>The site configuration could not be loaded. Please reload the page.</p>);
}
