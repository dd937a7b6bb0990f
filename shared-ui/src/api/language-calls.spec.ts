/**
 * @jest-environment jest-fixed-jsdom
 */
// A Hindi or Marathi page says its language on every call (content in it, messages in it, a form recorded in it);
// an English page's calls are as they always were.
import { afterAll, afterEach, beforeAll, describe, expect, it } from '@jest/globals';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { SETTINGS_ROUTES } from '@site/contracts/constants';
import { activateLanguage } from '../i18n/i18n';
import { seedRouteData } from '../pages/route-data';
import { createStore } from '../store/store';
import { setTestConfig, TEST_API } from '../testing/render';
import { api } from './api';

const server = setupServer();
const asked: string[] = [];
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => {
  server.resetHandlers();
  asked.length = 0;
  activateLanguage('en');
});
afterAll(() => server.close());

function answering() {
  server.use(
    http.all(`${TEST_API}/*`, ({ request }) => {
      const url = new URL(request.url);
      asked.push(`${request.method} ${url.pathname}${url.search}`);
      const lang = url.searchParams.get('lang') ?? 'en';
      return HttpResponse.json({
        Jobs: [{ _id: 'j1', jobTitle: lang === 'mr' ? 'सुरक्षा रक्षक' : 'Security Guard' }],
        message: 'ok',
        total: 1,
        page: 1,
        limit: 10,
      });
    }),
  );
  setTestConfig();
  return createStore();
}

describe('the calls of a page', () => {
  it('in English: addresses as they were', async () => {
    const store = answering();
    await store.dispatch(api.endpoints.list.initiate('jobs'));
    await store.dispatch(api.endpoints.page.initiate({ key: 'jobs', page: 2 }));
    await store.dispatch(api.endpoints.add.initiate({ key: 'userContact', body: { name: 'Asha' } }));
    expect(asked).toEqual(['GET /admin/jobs/getJobs', 'GET /admin/jobs/getJobs?page=2&limit=10', 'POST /admin/userContact/addUserContact']);
  });

  it('in Marathi: every read and every form say lang=mr', async () => {
    activateLanguage('mr');
    const store = answering();
    const list = await store.dispatch(api.endpoints.list.initiate('jobs'));
    await store.dispatch(api.endpoints.page.initiate({ key: 'jobs', page: 2 }));
    await store.dispatch(api.endpoints.siteSettings.initiate());
    await store.dispatch(api.endpoints.add.initiate({ key: 'userContact', body: { name: 'आशा' } }));
    expect(list.data).toEqual([{ _id: 'j1', jobTitle: 'सुरक्षा रक्षक' }]);
    expect(asked).toEqual([
      'GET /admin/jobs/getJobs?lang=mr',
      'GET /admin/jobs/getJobs?page=2&limit=10&lang=mr',
      `GET /${SETTINGS_ROUTES.public}?lang=mr`,
      'POST /admin/userContact/addUserContact?lang=mr',
    ]);
  });

  it('are cached per language: data the server sent with a Marathi page is found there, never on an English one', async () => {
    const store = answering();
    activateLanguage('mr');
    seedRouteData(store, { lists: { jobs: [{ _id: 'j1', jobTitle: 'सुरक्षा रक्षक' }] } });
    expect(api.endpoints.list.select('jobs')(store.getState()).data).toEqual([{ _id: 'j1', jobTitle: 'सुरक्षा रक्षक' }]);
    activateLanguage('en');
    expect(api.endpoints.list.select('jobs')(store.getState()).data).toBeUndefined();
    const english = await store.dispatch(api.endpoints.list.initiate('jobs'));
    expect(english.data).toEqual([{ _id: 'j1', jobTitle: 'Security Guard' }]);
  });
});
