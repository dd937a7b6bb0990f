// The page drawn on the server with the same components the browser draws it with: the shell's app, and the
// route's remote pages. The browser then takes it over (hydrates) instead of drawing it again.
import { type Language, languagePath } from '@site/contracts/languages';
import { createStore, type RouteData, routerBasename, type RuntimeConfig, seedRouteData, setPostedForm, setRuntimeConfig } from '@site/shared-ui';
import type { ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { Provider } from 'react-redux';
import { StaticRouter } from 'react-router-dom';
import { App } from '../src/app/app';
import { primeRemoteRoutes, type RemoteId } from '../src/features/remotes/remote-registry';

/**
 * `pathname` is the address without its language, `search` its query: the router sees the address the browser
 * will (`/mr/main/home?x`) under the language's basename. The page's language must be active (its words loaded).
 */
export function renderApp(
  pathname: string,
  language: Language,
  search: string,
  config: RuntimeConfig,
  data: RouteData | null,
  remote: { id: RemoteId; routes: ComponentType } | null,
): string {
  // Image addresses are drawn from the API address, as in the browser.
  setRuntimeConfig(config);
  const store = createStore();
  // A page drawn before it may have answered a post: its form's step is not this page's.
  setPostedForm(data?.posted ?? null);
  if (data) seedRouteData(store, data);
  if (remote) primeRemoteRoutes(remote.id, remote.routes);
  return renderToString(
    <Provider store={store}>
      <StaticRouter location={`${languagePath(language, pathname)}${search}`} basename={routerBasename(language)}>
        <App />
      </StaticRouter>
    </Provider>,
  );
}
