// The usual set-up of a test file or describe block: one API started before its tests, signed in as the first
// admin, and closed after them. Files that start several APIs, watch the driver or start a mail server set up their own.
import { afterAll, beforeAll } from '@jest/globals';
import { startApi, type TestApi } from './helpers.js';

export interface UsedApi {
  /** The started API: read it inside tests and hooks (it starts in beforeAll). */
  readonly api: TestApi;
  /** The first admin's Authorization header. */
  readonly auth: { readonly Authorization: string };
}

interface Options {
  /** Sign the first admin in before the tests (default); off where the tests count sign-ins themselves. */
  signIn?: boolean;
  /** beforeAll's timeout, when starting takes longer than a test may. */
  timeout?: number;
}

export function useApi(env: Record<string, string> = {}, { signIn = true, timeout }: Options = {}): UsedApi {
  let started: TestApi | undefined;
  let token: string | undefined;
  const running = () => {
    if (!started) throw new Error('The API starts in beforeAll: use it inside a test or a hook');
    return started;
  };
  beforeAll(async () => {
    started = await startApi(env);
    if (signIn) token = await started.adminToken();
  }, timeout);
  afterAll(() => started?.close());
  const api: TestApi = {
    get app() {
      return running().app;
    },
    get config() {
      return running().config;
    },
    get http() {
      return running().http;
    },
    get url() {
      return running().url;
    },
    adminToken: () => running().adminToken(),
    userToken: () => running().userToken(),
    close: () => running().close(),
  };
  const auth = {
    get Authorization() {
      if (token === undefined)
        throw new Error(signIn ? 'The admin signs in in beforeAll: use auth inside a test or a hook' : 'useApi(env, { signIn: false }) has no admin header');
      return `Bearer ${token}`;
    },
  };
  return { api, auth };
}
