// The one store of the site: the host and every remote share it (shared-ui is a Module Federation singleton).
import { configureStore, createListenerMiddleware, isRejectedWithValue } from '@reduxjs/toolkit';
import { type TypedUseSelectorHook, useDispatch, useSelector } from 'react-redux';
import { api } from '../api/api';
import { logoutAdmin, sessionSlice, type SessionState } from '../session/session-slice';
import { clearAdminToken } from '../session/storage';

const SIGN_IN_ENDPOINTS = new Set(['userLogin', 'adminLogin', 'userRegister']);

/**
 * The server refused the admin token: 401 (expired, forged) or 403 (well signed, but not an admin's). Either way
 * the calls of this session keep failing, so the session ends.
 */
export const refusesAdminToken = (status: unknown) => status === 401 || status === 403;

export function createStore() {
  // An expired or refused admin token ends the admin session with a message.
  const sessionEnd = createListenerMiddleware();
  sessionEnd.startListening({
    predicate: (action, state) =>
      isRejectedWithValue(action) &&
      refusesAdminToken((action.payload as { status?: unknown } | undefined)?.status) &&
      !SIGN_IN_ENDPOINTS.has(String((action.meta as { arg?: { endpointName?: string } }).arg?.endpointName)) &&
      Boolean((state as { session: SessionState }).session.adminToken),
    effect: (_action, listenerApi) => {
      void listenerApi.dispatch(logoutAdmin('expired'));
    },
  });
  const store = configureStore({
    reducer: { session: sessionSlice.reducer, [api.reducerPath]: api.reducer },
    middleware: (getDefault) => getDefault().prepend(sessionEnd.middleware).concat(api.middleware),
  });
  // An expired stored admin token was not restored; it must not stay in storage either.
  if (store.getState().session.adminSessionEnded) clearAdminToken();
  return store;
}

export const store = createStore();
export type AppStore = ReturnType<typeof createStore>;
export type RootState = ReturnType<AppStore['getState']>;
export type AppDispatch = AppStore['dispatch'];

export const useAppDispatch: () => AppDispatch = useDispatch;
export const useAppSelector: TypedUseSelectorHook<RootState> = useSelector;
