// The one store of the site: the host and every remote share it (shared-ui is a Module Federation singleton).
import { configureStore } from '@reduxjs/toolkit';
import { type TypedUseSelectorHook, useDispatch, useSelector } from 'react-redux';
import { api } from '../api/api';
import type { ApiExtra } from '../api/base-query';
import { logoutAdmin, sessionSlice } from '../session/session-slice';
import { clearAdminToken } from '../session/storage';

/** How the API ends an admin session whose token the server refused (it decides when; see base-query). */
const apiExtra: ApiExtra = { endAdminSession: () => logoutAdmin('expired') };

export function createStore() {
  const store = configureStore({
    reducer: { session: sessionSlice.reducer, [api.reducerPath]: api.reducer },
    middleware: (getDefault) => getDefault({ thunk: { extraArgument: apiExtra } }).concat(api.middleware),
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
