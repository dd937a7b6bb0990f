import {
  AppProviders,
  DEFAULT_LANGUAGE,
  loadRuntimeConfig,
  prefetchRouteData,
  readInlineJson,
  ROUTE_DATA_ID,
  type RouteData,
  seedRouteData,
  sessionSlice,
  splitLanguagePath,
  startLanguage,
  store,
  t,
} from '@site/shared-ui';
import { startTransition, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import { loadRemoteRoutes, registerSiteRemotes, remoteForPath } from './features/remotes/remote-registry';
import { pressEarlyTap } from './early-tap';
import { shellCatalogues } from './locales';
import { yieldToBrowser } from './yield-to-browser';

const container = document.getElementById('root')!;
// The shell's server drew the page (a public page whose code it could run): the browser takes it over.
const drawnOnServer = container.childElementCount > 0;

type Session = ReturnType<typeof store.getState>['session'];

/**
 * Runs once the page is drawn or taken over: the visitor's own session comes back (a page drawn on the server
 * shows nobody signed in), and `<html data-ready>` tells scripts and tests that the page now responds.
 */
function Ready({ session }: { session?: Session }) {
  useEffect(() => {
    if (session) store.dispatch(sessionSlice.actions.replaced(session));
    document.documentElement.dataset.ready = 'true';
    pressEarlyTap();
  }, [session]);
  return null;
}

// The page's language is its address's (docs/i18n.md): `/mr/main/home` is the Marathi `/main/home`.
const { language, path } = splitLanguagePath(window.location.pathname);

try {
  if (language !== DEFAULT_LANGUAGE) {
    document.documentElement.lang = language;
    // The Devanagari type (the server names it in the page's head too): on Hindi and Marathi pages only.
    void import(/* webpackChunkName: "devanagari" */ './features/language/devanagari.css');
  }
  // The words of the page's language are loaded beside the configuration, before anything is drawn or cached.
  const [config] = await Promise.all([loadRuntimeConfig(), startLanguage(language, [shellCatalogues])]);
  registerSiteRemotes(config.remotes);
  // The page's data came with the HTML; on a page drawn in the browser, whatever did not starts loading now, beside
  // the remote's code. A drawn page is taken over with exactly the data it was drawn with (what the server could not
  // read is drawn as loading): data arriving before that would change the words under React (error #418), so the
  // page's own queries ask for the rest once it is taken over.
  const routeData = readInlineJson<RouteData>(ROUTE_DATA_ID);
  if (routeData) seedRouteData(store, routeData);
  if (!drawnOnServer) prefetchRouteData(store, path);
  // The route's remote starts loading now, not after the first render (its outlet waits for the same load).
  const remote = remoteForPath(path, language);
  const remoteRoutes = remote ? loadRemoteRoutes(remote).catch(() => undefined) : undefined;
  await yieldToBrowser();

  if (drawnOnServer) {
    // Taking over needs the same tree the server drew: the remote's pages, and nobody signed in.
    await remoteRoutes;
    await yieldToBrowser();
    const session = store.getState().session;
    store.dispatch(sessionSlice.actions.replaced({ ...session, user: null, token: null }));
    // In a transition, taking the page over yields to the browser instead of blocking it in one long task.
    startTransition(() => {
      hydrateRoot(
        container,
        <AppProviders>
          <App />
          <Ready session={session} />
        </AppProviders>,
      );
    });
  } else {
    const root = createRoot(container);
    // A transition: the first render yields to the browser instead of blocking it in one long task.
    startTransition(() =>
      root.render(
        <AppProviders>
          <App />
          <Ready />
        </AppProviders>,
      ),
    );
  }
} catch (err) {
  console.error(err);
  createRoot(container).render(<p style={{ padding: 24 }}>{t('The site configuration could not be loaded. Please reload the page.')}</p>);
}
