import { describe, expect, it } from '@jest/globals';
import { http, HttpResponse, startApiServer } from '@site/shared-ui/testing/api-server';
import { screen, waitFor } from '@testing-library/react';
import { renderAdminScreen, TEST_API } from '../../testing/render';
import { HistoryPage } from './history-page';

const server = startApiServer();
const ID = '64b000000000000000000003';
const SEED = { id: 'seed', name: 'the demo content (seed)' };

function answer(me: { role: string; sites?: string[] }) {
  server.use(
    http.get(`${TEST_API}/admin/AdminLogin/me`, () => HttpResponse.json({ _id: 'e1', name: 'Esha Editor', email: 'esha@example.com', ...me })),
    http.get(`${TEST_API}/admin/history/missions/${ID}`, () =>
      HttpResponse.json({
        resource: 'missions',
        id: ID,
        deletedAt: null,
        current: { savedAt: '2026-11-22T06:30:00.000Z', savedBy: { id: 'e1', name: 'Esha Editor' } },
        versions: [
          {
            n: 1,
            kind: 'edit',
            savedAt: '2026-11-01T06:30:00.000Z',
            savedBy: SEED,
            replacedAt: '2026-11-22T06:30:00.000Z',
            replacedBy: { id: 'e1', name: 'Esha Editor' },
          },
        ],
      }),
    ),
    http.get(`${TEST_API}/admin/history/missions/${ID}/1`, () =>
      HttpResponse.json({ version: {}, fields: { _id: ID, title: 'Zero harm', description: 'Old words' } }),
    ),
    http.get(`${TEST_API}/admin/missions/getMissions/${ID}`, () => HttpResponse.json({ data: { _id: ID, title: 'Zero harm', description: 'New words' } })),
  );
}

const openPage = () => renderAdminScreen('/admin/history/:resource/:id', <HistoryPage />, `/admin/history/missions/${ID}`);

describe('an item’s history', () => {
  it('offers an editor no link to Recently deleted, which only an owner may open', async () => {
    answer({ role: 'editor', sites: ['main'] });
    const { store } = openPage();
    expect(await screen.findByRole('heading', { name: 'History of the mission “Zero harm”' })).toBeInTheDocument();
    await screen.findByText(/Saved by the demo content \(seed\)/);
    // The page knows the editor's role before the link is looked for.
    await waitFor(() => expect(Object.values(store.getState().api.queries).find((q) => q?.endpointName === 'me')?.status).toBe('fulfilled'));
    expect(screen.getByRole('link', { name: 'Back to the list' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Recently deleted' })).toBeNull();
  });

  it('compares each language of a version as a field of its own: a restore brings back every language', async () => {
    answer({ role: 'owner' });
    const version = {
      _id: ID,
      title: 'Zero harm',
      description: 'Old words',
      translations: { hi: { values: { title: 'शून्य हानि' }, sources: { title: 'Zero harm' } } },
    };
    const current = {
      _id: ID,
      title: 'Zero harm',
      description: 'Old words',
      translations: {
        hi: { values: { title: 'शून्य दुर्घटना' }, sources: { title: 'Zero harm' } },
        mr: { values: { title: 'शून्य अपघात' }, sources: { title: 'Zero harm' } },
      },
    };
    server.use(
      http.get(`${TEST_API}/admin/history/missions/${ID}/1`, () => HttpResponse.json({ version: {}, fields: version })),
      http.get(`${TEST_API}/admin/missions/getMissions/${ID}`, () => HttpResponse.json({ data: current })),
    );
    openPage();
    const diff = await screen.findByRole('region', { name: 'Version 1' });
    await waitFor(() => expect(diff.querySelectorAll('tbody th')).toHaveLength(2));
    expect([...diff.querySelectorAll('tbody th')].map((th) => th.textContent)).toEqual(['Title (Hindi)', 'Title (Marathi)']);
    const hindi = diff.querySelector('tbody tr')!;
    expect([...hindi.querySelectorAll('td')].map((td) => [td.textContent, td.getAttribute('lang')])).toEqual([
      ['शून्य हानि', 'hi'],
      ['शून्य दुर्घटना', 'hi'],
    ]);
  });

  it('compares no languages when the current item is read without its translations', async () => {
    answer({ role: 'owner' });
    server.use(
      http.get(`${TEST_API}/admin/history/missions/${ID}/1`, () =>
        HttpResponse.json({
          version: {},
          fields: {
            _id: ID,
            title: 'Zero harm',
            description: 'Old words',
            translations: { hi: { values: { title: 'शून्य हानि' }, sources: { title: 'Zero harm' } } },
          },
        }),
      ),
    );
    openPage();
    const diff = await screen.findByRole('region', { name: 'Version 1' });
    await waitFor(() => expect([...diff.querySelectorAll('tbody th')].map((th) => th.textContent)).toEqual(['Description']));
  });

  it('offers an owner Recently deleted, and names the seed as the author of the demo content', async () => {
    answer({ role: 'owner' });
    openPage();
    expect((await screen.findByRole('link', { name: 'Recently deleted' })).getAttribute('href')).toBe('/admin/history');
    expect(await screen.findByText('Saved by the demo content (seed), 1 Nov 2026, 12:00 pm')).toBeInTheDocument();
  });
});
