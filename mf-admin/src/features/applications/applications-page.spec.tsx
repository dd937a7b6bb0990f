import { describe, expect, it } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse, startApiServer } from '@site/shared-ui/testing/api-server';
import { renderAdminScreen, TEST_API } from '../../testing/render';
import { ApplicationsPage } from './applications-page';

const server = startApiServer();
const GUARD = '0123456789abcdef01234567';
const COOK = '89abcdef0123456789abcdef';
const asked: URLSearchParams[] = [];

const application = (name: string, knockout: boolean) => ({
  _id: `a-${name}`,
  name,
  email: `${name}@example.com`,
  mobile: '9822012345',
  jobId: GUARD,
  jobTitle: 'Guard',
  status: 'New',
  knockout,
  createdAt: '2026-11-20T05:00:00.000Z',
});

const SOURCES = [
  { key: 'poster-pune-station', label: 'Poster at Pune station' },
  { key: 'walk-in', label: 'Walk-in' },
];

function answer(role: 'owner' | 'recruiter') {
  server.use(
    http.get(`${TEST_API}/admin/settings/sources`, () => HttpResponse.json({ sources: SOURCES })),
    http.get(`${TEST_API}/admin/AdminLogin/me`, () => HttpResponse.json({ _id: 'me', name: 'Me', email: 'me@firm.in', role })),
    http.get(`${TEST_API}/admin/inbox/counts`, () =>
      HttpResponse.json({ new: 3, types: { applyJobs: { total: 3, statuses: { New: 3 } } }, jobs: { [GUARD]: { New: 2 }, [COOK]: { New: 1 } } }),
    ),
    http.get(`${TEST_API}/admin/jobs/getJobs`, () =>
      HttpResponse.json({
        Jobs: [
          { _id: COOK, jobTitle: 'Cook' },
          { _id: GUARD, jobTitle: 'Guard' },
        ],
        total: 2,
        page: 1,
        limit: 100,
      }),
    ),
    http.get(`${TEST_API}/admin/applyJobs/getApplyJobs`, ({ request }) => {
      const query = new URL(request.url).searchParams;
      asked.push(query);
      const rows = [application('Bhavesh', true), application('Asha', false)].filter((a) => query.get('flag') !== 'knockout' || a.knockout);
      return HttpResponse.json({ applyJobs: rows, total: rows.length, page: 1, limit: 10 });
    }),
  );
}

const rowOf = (name: string) => screen.getAllByRole('row').find((r) => within(r).queryByText(name, { exact: true }))!;

describe('ApplicationsPage', () => {
  it('narrows to one job and to knockout answers from the address, asks the server for them and marks flagged rows', async () => {
    answer('recruiter');
    const { user } = renderAdminScreen('/admin/JobContact', <ApplicationsPage />, `/admin/JobContact?job=${GUARD}`);
    expect(await screen.findByText('Bhavesh')).toBeInTheDocument();
    expect(Object.fromEntries(asked.at(-1)!)).toEqual({ page: '1', limit: '10', job: GUARD });
    await waitFor(() => expect((screen.getByLabelText('Job') as HTMLSelectElement).selectedOptions[0]?.textContent).toBe('Guard'));
    // The counts are the job's.
    expect(screen.getByRole('button', { name: 'All (2)' })).toBeInTheDocument();
    expect(within(rowOf('Bhavesh')).getByText('Knockout')).toBeInTheDocument();
    expect(within(rowOf('Asha')).queryByText('Knockout')).toBeNull();

    await user.click(screen.getByRole('checkbox', { name: 'Knockout answers only' }));
    await waitFor(() => expect(screen.getByLabelText('address').textContent).toBe(`?job=${GUARD}&flag=knockout`));
    await waitFor(() => expect(Object.fromEntries(asked.at(-1)!)).toEqual({ page: '1', limit: '10', job: GUARD, flag: 'knockout' }));
    await waitFor(() => expect(screen.queryByText('Asha')).toBeNull());
    await user.selectOptions(screen.getByLabelText('Job'), 'All jobs');
    await waitFor(() => expect(screen.getByLabelText('address').textContent).toBe('?flag=knockout'));
  });

  it('shows Export CSV to an owner only: a recruiter is not offered what the API refuses them', async () => {
    answer('recruiter');
    const { store } = renderAdminScreen('/admin/JobContact', <ApplicationsPage />, '/admin/JobContact');
    expect(await screen.findByText('Bhavesh')).toBeInTheDocument();
    // The account is read: the screen knows the role.
    await waitFor(() => expect(JSON.stringify(store.getState())).toContain('"role":"recruiter"'));
    expect(screen.getByRole('table')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Export CSV/ })).toBeNull();
  });

  it('shows the language each candidate applied in, a Devanagari name as typed', async () => {
    answer('recruiter');
    server.use(
      http.get(`${TEST_API}/admin/applyJobs/getApplyJobs`, () =>
        HttpResponse.json({
          applyJobs: [
            { ...application('Asha', false), name: 'आशा पाटील', language: 'mr' },
            { ...application('Bhavesh', false), language: 'hi' },
            application('Old', false),
          ],
          total: 3,
          page: 1,
          limit: 10,
        }),
      ),
    );
    renderAdminScreen('/admin/JobContact', <ApplicationsPage />, '/admin/JobContact');
    const name = await screen.findByRole('link', { name: 'आशा पाटील' });
    expect(name.getAttribute('lang')).toBe('mr');
    expect(screen.getByRole('columnheader', { name: /Language/ })).toBeInTheDocument();
    const cell = (row: HTMLElement) => row.querySelector('td[data-label="Language"]')?.textContent;
    expect(cell(rowOf('आशा पाटील'))).toContain('Marathi');
    expect(cell(rowOf('Bhavesh'))).toContain('Hindi');
    expect(cell(rowOf('Old'))).toContain('English');
  });

  it('narrows to a source chosen by its name, asks the server for it and names each row’s source', async () => {
    answer('recruiter');
    server.use(
      http.get(`${TEST_API}/admin/applyJobs/getApplyJobs`, ({ request }) => {
        const query = new URL(request.url).searchParams;
        asked.push(query);
        const rows = [
          { ...application('Asha', false), source: 'poster-pune-station' },
          { ...application('Bhavesh', false), source: 'walk-in' },
        ].filter((a) => !query.get('source') || a.source === query.get('source'));
        return HttpResponse.json({ applyJobs: rows, total: rows.length, page: 1, limit: 10 });
      }),
    );
    const { user } = renderAdminScreen('/admin/JobContact', <ApplicationsPage />, '/admin/JobContact');
    expect(await screen.findByText('Bhavesh')).toBeInTheDocument();
    const cell = (row: HTMLElement) => row.querySelector('td[data-label="Source"]')?.textContent;
    expect(cell(rowOf('Asha'))).toContain('Poster at Pune station (poster-pune-station)');
    await waitFor(() => expect(screen.getByRole('option', { name: 'Walk-in' })).toBeInTheDocument());
    await user.selectOptions(screen.getByLabelText('Source'), 'Walk-in');
    await waitFor(() => expect(screen.getByLabelText('address').textContent).toBe('?source=walk-in'));
    await waitFor(() => expect(Object.fromEntries(asked.at(-1)!)).toEqual({ page: '1', limit: '10', source: 'walk-in' }));
    await waitFor(() => expect(screen.queryByText('Asha')).toBeNull());
    // A source's rows have no counts by stage of their own: the buttons show none rather than the wrong ones.
    expect(screen.getByRole('button', { name: 'All' })).toBeInTheDocument();
  });

  it('shows Export CSV to an owner', async () => {
    answer('owner');
    renderAdminScreen('/admin/JobContact', <ApplicationsPage />, '/admin/JobContact');
    expect(await screen.findByRole('button', { name: /Export CSV/ })).toBeInTheDocument();
  });
});
