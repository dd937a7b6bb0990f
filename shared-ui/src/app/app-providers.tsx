// Store, router and toasts: the frame the shell renders once and each remote renders when it runs alone.
import { lazy, type ReactNode, Suspense } from 'react';
import { Provider } from 'react-redux';
import { BrowserRouter } from 'react-router-dom';
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
      <BrowserRouter>
        {children}
        <LazyToasts />
      </BrowserRouter>
    </Provider>
  );
}
