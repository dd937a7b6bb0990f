import { AppProviders, loadRuntimeConfig, prefetchRouteData, readInlineJson, ROUTE_DATA_ID, type RouteData, seedRouteData, store } from '@site/shared-ui';
import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { loadRemoteRoutes, registerSiteRemotes, remoteForPath } from './features/remotes/remote-registry';

const root = createRoot(document.getElementById('root')!);
try {
  const config = await loadRuntimeConfig();
  registerSiteRemotes(config.remotes);
  // The page's data came with the HTML; whatever did not starts loading now, beside the remote's code.
  const routeData = readInlineJson<RouteData>(ROUTE_DATA_ID);
  if (routeData) seedRouteData(store, routeData);
  prefetchRouteData(store, window.location.pathname);
  // The route's remote starts loading now, not after the first render (its outlet waits for the same load).
  const remote = remoteForPath(window.location.pathname);
  if (remote) loadRemoteRoutes(remote).catch(() => undefined);
  // A transition: the first render yields to the browser instead of blocking it in one long task.
  startTransition(() =>
    root.render(
      <AppProviders>
        <App />
      </AppProviders>,
    ),
  );
} catch (err) {
  console.error(err);
  root.render(<p style={{ padding: 24 }}>The site configuration could not be loaded. Please reload the page.</p>);
}
