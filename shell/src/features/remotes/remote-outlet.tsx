import { currentLanguage, ErrorBoundary, ErrorState, languagePath, Loading, NotFound, t, useLocation } from '@site/shared-ui';
import { type ComponentType, startTransition, useCallback, useEffect, useState } from 'react';
import { fallBackRelease, loadRemoteRoutes, readyRemoteRoutes, type RemoteId, remoteForPath } from './remote-registry';
import './remote-outlet.css';

/** A remote's name in the page's language (one literal message each, for the catalogues). */
const remoteLabel = (id: RemoteId) => ({ main: () => t('main site'), integrated: () => t('integrated site'), admin: () => t('back office') })[id]();

type LoadState = { status: 'loading' } | { status: 'ready'; Routes: ComponentType } | { status: 'failed'; error: Error };

/** Renders the remote that owns the current path; a remote that is down, slow or throws gets a fallback with retry. */
export function RemoteOutlet() {
  // The address without its language (the router's basename).
  const { pathname } = useLocation();
  const id = remoteForPath(pathname, currentLanguage());
  if (!id) return <NotFound />;
  return <RemoteArea key={id} id={id} pathname={pathname} />;
}

function RemoteArea({ id, pathname }: { id: RemoteId; pathname: string }) {
  const [state, setState] = useState<LoadState>(() => {
    const Routes = readyRemoteRoutes(id);
    return Routes ? { status: 'ready', Routes } : { status: 'loading' };
  });
  const [attempt, setAttempt] = useState(0);

  const load = useCallback(
    (retry: boolean) => {
      let cancelled = false;
      setState((s) => (s.status === 'ready' && !retry ? s : { status: 'loading' }));
      loadRemoteRoutes(id, retry).then(
        // A transition: the remote's first render yields to the browser instead of one long task.
        (Routes) => !cancelled && startTransition(() => setState({ status: 'ready', Routes })),
        (error: Error) => !cancelled && setState({ status: 'failed', error }),
      );
      return () => {
        cancelled = true;
      };
    },
    [id],
  );

  useEffect(() => load(attempt > 0), [load, attempt]);
  // A failed remote is tried again on the next navigation.
  useEffect(() => {
    setState((s) => {
      if (s.status === 'failed') setAttempt((a) => a + 1);
      return s;
    });
  }, [pathname]);

  const part = remoteLabel(id);
  // Plain links: a page loaded afresh tries every remote again. They stay in the page's language.
  const href = (path: string) => languagePath(currentLanguage(), path);
  const fallback = (error: Error, reset?: () => void) => (
    <div className="shell-remote-fallback">
      <ErrorState
        title={t('The {part} is not available right now', { part })}
        message={t('This part of the site could not be loaded. The rest of the site still works; please try again in a moment.')}
        onRetry={() => {
          reset?.();
          setAttempt((a) => a + 1);
        }}
      />
      <details className="shell-remote-fallback__detail">
        <summary>{t('Technical details')}</summary>
        <p>{error.message}</p>
      </details>
      <nav className="shell-remote-fallback__links" aria-label={t('Other parts of the site')}>
        <a href={href('/')}>{t('Home')}</a>
        {id !== 'main' && <a href={href('/main/home')}>{t('Main site')}</a>}
        {id !== 'integrated' && <a href={href('/integrat/home')}>{t('Integrated site')}</a>}
      </nav>
    </div>
  );

  if (state.status === 'loading') return <Loading text={t('Loading the {part}...', { part })} />;
  if (state.status === 'failed') return fallback(state.error);
  const { Routes } = state;
  return (
    // A remote that throws while rendering stays inside its own area; the next navigation clears the error.
    <ErrorBoundary
      resetKeys={[pathname]}
      onError={(error) => {
        console.error('A remote failed while rendering:', error);
        // Its release gives way to the one before it, when the page names one.
        if (fallBackRelease(id, 'draw')) setAttempt((a) => a + 1);
      }}
      fallbackRender={({ error, resetErrorBoundary }) => fallback(error instanceof Error ? error : new Error(String(error)), resetErrorBoundary)}
    >
      <Routes />
    </ErrorBoundary>
  );
}
