// The visitor session (logged out / logged in, and which modal is open) and the admin session, with the
// product's storage keys, restore rules and messages.
import { createAsyncThunk, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { AUTH_MESSAGES } from '@site/contracts/resources';
import { toast } from '../lib/toast';
import { api, errorMessage } from '../api/api';
import type { SpamGuardFields } from '../fields/spam-guard';
import { tryAgainLaterText } from '../api/submission-feedback';
import type { VisitorUser } from '../api/types';
import { clearAdminToken, clearVisitor, forgetCanaryPass, readAdminSession, readVisitor, replaceAdminToken, saveAdminToken, saveVisitor } from './storage';

export type AuthModal = 'login' | 'signup' | 'deleteAccount' | 'forgotPassword' | null;

export interface SessionState {
  user: VisitorUser | null;
  token: string | null;
  modal: AuthModal;
  adminToken: string | null;
  /** The admin session ended without the admin signing out (expired or refused token): sign-in says so. */
  adminSessionEnded: boolean;
}

export function restoreSession(): SessionState {
  const visitor = readVisitor();
  const admin = readAdminSession();
  return { user: visitor?.user ?? null, token: visitor?.token ?? null, modal: null, adminToken: admin.token, adminSessionEnded: admin.expired };
}

export const MESSAGES = {
  loginSuccess: 'User Login Successful',
  loginFailed: 'Login failed. Please check your credentials.',
  registerSuccess: 'Registration Successful! Please login',
  registerFailed: 'Registration failed',
  logout: 'Logged out successfully',
  accountDeleted: 'Your account has been deleted',
  deleteFailed: 'Your account could not be deleted. Please try again.',
  visitorSessionEnded: 'Your session has ended. Please sign in again.',
  adminLoginSuccess: 'Admin Login Successful',
  adminLogout: 'Admin Logout Successful',
  adminSessionEnded: 'Your admin session has ended. Please sign in again.',
} as const;

/** The visitor's and the admin's session results: each new one replaces the last on screen. */
const VISITOR = { topic: 'visitor-session' };
const ADMIN = { topic: 'admin-session' };

export const loginVisitor = createAsyncThunk('session/loginVisitor', async (creds: { email: string; password: string }, { dispatch }) => {
  try {
    const res = await dispatch(api.endpoints.userLogin.initiate(creds)).unwrap();
    // Success is decided by the exact message (docs/behaviour.md §5); any other answer gives no feedback.
    if (res.message !== AUTH_MESSAGES.loginSuccess || !res.token || !res.user) return false;
    saveVisitor(res.token, res.user);
    dispatch(sessionSlice.actions.visitorSignedIn({ token: res.token, user: res.user }));
    toast.success(MESSAGES.loginSuccess, VISITOR);
    return true;
  } catch (err) {
    // Too many attempts: the server's message says when to try again.
    toast.error(tryAgainLaterText(err) ?? MESSAGES.loginFailed, VISITOR);
    return false;
  }
});

export const registerVisitor = createAsyncThunk(
  'session/registerVisitor',
  async (body: { name: string; mobile: string; email: string; password: string; consent?: boolean } & Partial<SpamGuardFields>, { dispatch }) => {
    try {
      const res = await dispatch(api.endpoints.userRegister.initiate(body)).unwrap();
      if (res.message !== AUTH_MESSAGES.registerSuccess) return false;
      // Registration does not sign in: the login modal opens instead.
      dispatch(sessionSlice.actions.openModal('login'));
      toast.success(MESSAGES.registerSuccess, VISITOR);
      return true;
    } catch (err) {
      toast.error(errorMessage(err) ?? MESSAGES.registerFailed, VISITOR);
      return false;
    }
  },
);

export const logoutVisitor = createAsyncThunk('session/logoutVisitor', async (_: void, { dispatch }) => {
  clearVisitor();
  dispatch(sessionSlice.actions.visitorSignedOut());
  toast.success(MESSAGES.logout, VISITOR);
});

/**
 * The signed-in visitor deletes their account (docs/behaviour.md §14.1). Deleted: signed out with a toast. A
 * refused password: its message, for the form to show. A session the server no longer knows ends too.
 */
export const deleteVisitorAccount = createAsyncThunk(
  'session/deleteVisitorAccount',
  async (password: string, { dispatch, getState }): Promise<{ deleted: true } | { deleted: false; message: string }> => {
    const token = (getState() as { session: SessionState }).session.token;
    const endSession = () => {
      clearVisitor();
      dispatch(sessionSlice.actions.visitorSignedOut());
      dispatch(sessionSlice.actions.openModal(null));
    };
    try {
      await dispatch(api.endpoints.deleteOwnAccount.initiate({ token: token ?? '', password })).unwrap();
      endSession();
      toast.success(MESSAGES.accountDeleted, VISITOR);
      return { deleted: true };
    } catch (err) {
      if ((err as { status?: unknown }).status === 401) {
        endSession();
        toast.error(MESSAGES.visitorSessionEnded, VISITOR);
      }
      return { deleted: false, message: tryAgainLaterText(err) ?? errorMessage(err) ?? MESSAGES.deleteFailed };
    }
  },
);

export const adminSignedIn = createAsyncThunk('session/adminSignedIn', async ({ token, remember }: { token: string; remember: boolean }, { dispatch }) => {
  saveAdminToken(token, remember);
  dispatch(sessionSlice.actions.adminTokenChanged(token));
  toast.success(MESSAGES.adminLoginSuccess, ADMIN);
});

/** The server replaced this session's token (the password changed and every older token ended): keep the new one. */
export const adminTokenRenewed = createAsyncThunk('session/adminTokenRenewed', async (token: string, { dispatch }) => {
  replaceAdminToken(token);
  dispatch(sessionSlice.actions.adminTokenChanged(token));
});

export const logoutAdmin = createAsyncThunk('session/logoutAdmin', async (reason: 'logout' | 'expired' = 'logout', { dispatch }) => {
  clearAdminToken();
  forgetCanaryPass();
  dispatch(sessionSlice.actions.adminTokenChanged(null));
  if (reason === 'expired') dispatch(sessionSlice.actions.adminSessionEnded());
  // Cached admin data must not outlive the session.
  dispatch(api.util.resetApiState());
  if (reason === 'expired') toast.warn(MESSAGES.adminSessionEnded, ADMIN);
  else toast.success(MESSAGES.adminLogout, ADMIN);
});

export const sessionSlice = createSlice({
  name: 'session',
  initialState: restoreSession,
  reducers: {
    /** The whole session at once: the browser draws a server-rendered page as the server did, then restores it. */
    replaced: (_state, action: PayloadAction<SessionState>) => action.payload,
    openModal: (state, action: PayloadAction<AuthModal>) => {
      state.modal = action.payload;
    },
    visitorSignedIn: (state, action: PayloadAction<{ token: string; user: VisitorUser }>) => {
      state.token = action.payload.token;
      state.user = action.payload.user;
      state.modal = null;
    },
    /** The server says the address is confirmed (docs/behaviour.md §21): the saved session says so too. */
    visitorVerified: (state) => {
      if (state.user) state.user.verified = true;
    },
    visitorSignedOut: (state) => {
      state.token = null;
      state.user = null;
    },
    adminTokenChanged: (state, action: PayloadAction<string | null>) => {
      state.adminToken = action.payload;
      if (action.payload) state.adminSessionEnded = false;
    },
    adminSessionEnded: (state) => {
      state.adminSessionEnded = true;
    },
  },
});

export const { openModal } = sessionSlice.actions;

/** The server says the signed-in visitor's address is confirmed (docs/behaviour.md §21): the saved session says so too. */
export const visitorVerified = createAsyncThunk('session/visitorVerified', async (_: void, { dispatch, getState }) => {
  const { token, user } = (getState() as { session: SessionState }).session;
  if (!token || !user || user.verified) return;
  saveVisitor(token, { ...user, verified: true });
  dispatch(sessionSlice.actions.visitorVerified());
});
