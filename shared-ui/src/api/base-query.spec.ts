/**
 * @jest-environment jest-fixed-jsdom
 */
// The one HTTP layer against a stand-in API (Mock Service Worker): address, token, upload progress, and the end
// of the admin session when the server refuses the admin token.
import { afterAll, afterEach, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { setTestConfig, TEST_API } from '../testing/render';
import { sessionSlice } from '../session/session-slice';
import { createStore } from '../store/store';
import { toast } from '../lib/toast';
import { api } from './api';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => {
  server.resetHandlers();
  jest.restoreAllMocks();
});
afterAll(() => server.close());

/** A store whose admin is signed in with `token`; the toasts are watched, not shown. */
function adminStore(token: string | null = 'admin-token') {
  setTestConfig();
  const store = createStore();
  if (token) store.dispatch(sessionSlice.actions.adminTokenChanged(token));
  const warn = jest.spyOn(toast, 'warn').mockImplementation(() => 0);
  return { store, warn };
}

const ENDED = 'Your admin session has ended. Please sign in again.';
/** The session ends once the refused call has settled. */
const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the API client', () => {
  it('calls the configured address with the admin token', async () => {
    let auth: string | null = null;
    server.use(
      http.get(`${TEST_API}/admin/Banner/getBanner`, ({ request }) => {
        auth = request.headers.get('Authorization');
        return HttpResponse.json({ banner: [{ _id: 'b1' }] });
      }),
    );
    const { store } = adminStore();
    const result = await store.dispatch(api.endpoints.list.initiate('banner'));
    expect(result.data).toEqual([{ _id: 'b1' }]);
    expect(auth).toBe('Bearer admin-token');
  });

  it.each([401, 403])('ends the admin session once when a call with the admin token is answered %i', async (status) => {
    server.use(http.get(`${TEST_API}/*`, () => HttpResponse.json({ message: 'Unauthorized' }, { status })));
    const { store, warn } = adminStore();
    const results = await Promise.all([store.dispatch(api.endpoints.list.initiate('banner')), store.dispatch(api.endpoints.list.initiate('jobs'))]);
    // Each caller gets the server's answer, not a call cancelled by the session's end.
    for (const r of results) expect(r.error).toMatchObject({ status, data: { message: 'Unauthorized' } });
    await settled();
    expect(store.getState().session).toMatchObject({ adminToken: null, adminSessionEnded: true });
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledWith(ENDED, { topic: 'admin-session' });
  });

  it("keeps the session when the admin's role refuses a call (docs/behaviour.md §22)", async () => {
    server.use(http.get(`${TEST_API}/*`, () => HttpResponse.json({ message: 'Your role does not allow this' }, { status: 403 })));
    const { store, warn } = adminStore();
    const result = await store.dispatch(api.endpoints.list.initiate('banner'));
    expect(result.error).toMatchObject({ status: 403, data: { message: 'Your role does not allow this' } });
    await settled();
    expect(store.getState().session.adminToken).toBe('admin-token');
    expect(warn).not.toHaveBeenCalled();
  });

  it('leaves the session alone for a refused sign-in, which never carries the admin token', async () => {
    let auth: string | null = 'not called';
    server.use(
      http.post(`${TEST_API}/*`, ({ request }) => {
        auth = request.headers.get('Authorization');
        return HttpResponse.json({ message: 'Invalid credentials' }, { status: 401 });
      }),
    );
    const { store, warn } = adminStore();
    const result = await store.dispatch(api.endpoints.userLogin.initiate({ email: 'a@example.com', password: 'wrong-password' }));
    expect(result.error).toMatchObject({ status: 401, data: { message: 'Invalid credentials' } });
    expect(auth).toBeNull();
    await settled();
    expect(store.getState().session.adminToken).toBe('admin-token');
    expect(warn).not.toHaveBeenCalled();
  });

  it("sends a call's own token instead of the admin's; its refusal leaves the admin session alone", async () => {
    let auth: string | null = null;
    server.use(
      http.get(`${TEST_API}/*`, ({ request }) => {
        auth = request.headers.get('Authorization');
        return HttpResponse.json({ message: 'Unauthorized' }, { status: 401 });
      }),
    );
    const { store, warn } = adminStore();
    const result = await store.dispatch(api.endpoints.visitorMe.initiate('visitor-token'));
    expect(result.error).toMatchObject({ status: 401 });
    expect(auth).toBe('Bearer visitor-token');
    await settled();
    expect(store.getState().session.adminToken).toBe('admin-token');
    expect(warn).not.toHaveBeenCalled();
  });

  it('reports upload progress and reads the answer like any other call', async () => {
    let name: unknown = null;
    server.use(
      http.post(`${TEST_API}/admin/clients/add`, async ({ request }) => {
        name = (await request.formData()).get('name');
        return HttpResponse.json({ message: 'Client added successfully' }, { status: 201 });
      }),
    );
    const { store } = adminStore();
    const progress: number[] = [];
    const body = new FormData();
    body.append('name', 'Apex');
    const result = await store.dispatch(api.endpoints.add.initiate({ key: 'clients', body, onUploadProgress: (p) => progress.push(p) }));
    expect(result.data).toEqual({ message: 'Client added successfully' });
    expect(name).toBe('Apex');
    expect(progress.at(-1)).toBe(100);
  });

  it('an upload that gets no answer fails as a fetch failure; one refused with 401 ends the session', async () => {
    server.use(
      http.post(`${TEST_API}/admin/clients/add`, () => HttpResponse.error()),
      http.post(`${TEST_API}/admin/clients/update/:id`, () => HttpResponse.json({ message: 'Token expired' }, { status: 401 })),
    );
    const { store, warn } = adminStore();
    const lost = await store.dispatch(api.endpoints.add.initiate({ key: 'clients', body: new FormData(), onUploadProgress: () => undefined }));
    expect(lost.error).toMatchObject({ status: 'FETCH_ERROR' });
    await settled();
    expect(store.getState().session.adminToken).toBe('admin-token');
    const refused = await store.dispatch(api.endpoints.edit.initiate({ key: 'clients', id: 'c1', body: new FormData(), onUploadProgress: () => undefined }));
    expect(refused.error).toMatchObject({ status: 401, data: { message: 'Token expired' } });
    await settled();
    expect(store.getState().session.adminToken).toBeNull();
    expect(warn).toHaveBeenCalledWith(ENDED, { topic: 'admin-session' });
  });
});
