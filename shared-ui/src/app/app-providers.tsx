// Store, router and toasts: the frame the shell renders once and each remote renders when it runs alone.
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { BrowserRouter } from 'react-router-dom';
import { ToastContainer } from 'react-toastify';
import 'react-toastify/dist/ReactToastify.css';
import { store } from '../store/store';

export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <Provider store={store}>
      <BrowserRouter>
        {children}
        {/* Spec §2.6: top right, 3 s; Alt+T focuses the notifications. */}
        <ToastContainer position="top-right" autoClose={3000} pauseOnFocusLoss={false} hotKeys={(e) => e.altKey && e.code === 'KeyT'} />
      </BrowserRouter>
    </Provider>
  );
}
