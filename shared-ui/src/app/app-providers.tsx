// Store, router and toasts: the frame the shell renders once and each remote renders when it runs alone.
import { lazy, type ReactNode, Suspense } from 'react';
import { Provider } from 'react-redux';
import { BrowserRouter } from 'react-router-dom';
import { currentLanguage } from '../i18n/i18n';
import { routerBasename } from '../i18n/page-language';
import { useToastsWanted } from '../lib/toast';
import { store } from '../store/store';

const Toasts = lazy(() => import('./toasts'));

function LazyToasts() {
  return useToastsWanted() ? (
    <Suspense fallback={null}>
      <Toasts />
    </Suspense>
  ) : null;
}

export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <Provider store={store}>
      {/* On a Hindi or Marathi page the routes and links work under /hi or /mr (docs/i18n.md). */}
      <BrowserRouter basename={routerBasename(currentLanguage())}>
        {children}
        <LazyToasts />
      </BrowserRouter>
    </Provider>
  );
}
