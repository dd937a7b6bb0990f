import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { useLocation } from '@site/shared-ui';
import { http, HttpResponse, startApiServer } from '@site/shared-ui/testing/api-server';
import { renderAdmin, TEST_API } from '../../testing/render';
import { ResourceScreen } from './resource-screen';
import { SCREENS } from './screens';

afterEach(cleanup);
const server = startApiServer();
// Who is signed in (the actions an owner may use), and the jobs' application counts the Jobs screen shows.
beforeEach(() =>
  server.use(
    http.get(`${TEST_API}/admin/AdminLogin/me`, () => HttpResponse.json({ _id: 'o1', name: 'Owner', email: 'owner@example.com', role: 'owner' })),
    http.get(`${TEST_API}/admin/inbox/counts`, () => HttpResponse.json({ new: 0, types: {}, jobs: {} })),
  ),
);

/** The query of every list call, as the API receives it. */
const asked: URLSearchParams[] = [];
afterEach(() => void asked.splice(0));
const job = (i: number) => ({
  _id: `j${i}`,
  jobTitle: `Guard ${i}`,
  location: 'Pune',
  jobType: 'Full-time',
  description: 'Nights',
  experience: '1-3 years',
  salary: ['20000'],
});

function Address() {
  const { search } = useLocation();
  return <output aria-label="address">{search}</output>;
}

describe('ResourceScreen', () => {
  it('takes its page, sort and search from the address, asks the server for them and keeps changes there', async () => {
    server.use(
      http.get(`${TEST_API}/admin/jobs/getJobs`, ({ request }) => {
        const query = new URL(request.url).searchParams;
        asked.push(query);
        const page = Number(query.get('page'));
        const rows = page === 2 ? [11, 12, 13] : [1, 2, 3, 4, 5, 6, 7, 8, 9, 10];
        return HttpResponse.json({ Jobs: rows.map(job), total: 13, page, limit: 10 });
      }),
    );
    const { user } = renderAdmin(
      <>
        <ResourceScreen def={SCREENS.jobs} />
        <Address />
      </>,
      { route: '/admin/jobs?page=2&sort=-jobTitle&q=guard' },
    );
    await screen.findByText('Showing 11-13 of 13');
    expect(Object.fromEntries(asked[0]!)).toEqual({ page: '2', limit: '10', sort: '-jobTitle', q: 'guard' });
    expect((screen.getByRole('searchbox') as HTMLInputElement).value).toBe('guard');
    expect(screen.getByText(/^Showing the rows that mention “guard”/)).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: /Job Title/ }).getAttribute('aria-sort')).toBe('descending');

    await user.click(screen.getByRole('button', { name: 'Previous' }));
    await screen.findByText('Showing 1-10 of 13');
    expect(screen.getByLabelText('address').textContent).toBe('?sort=-jobTitle&q=guard');
    await user.click(screen.getByRole('button', { name: /^Location/ }));
    await waitFor(() => expect(screen.getByLabelText('address').textContent).toBe('?sort=location&q=guard'));
    await user.clear(screen.getByRole('searchbox'));
    await user.type(screen.getByRole('searchbox'), 'pune');
    await waitFor(() => expect(screen.getByLabelText('address').textContent).toBe('?sort=location&q=pune'));
    await waitFor(() => expect(Object.fromEntries(asked.at(-1)!)).toEqual({ page: '1', limit: '10', sort: 'location', q: 'pune' }));
    await user.click(screen.getByRole('button', { name: 'Show all' }));
    await waitFor(() => expect(screen.getByLabelText('address').textContent).toBe('?sort=location'));
    expect((screen.getByRole('searchbox') as HTMLInputElement).value).toBe('');
  });

  it('lists content newest first unless another order is asked; submissions come newest first without asking', async () => {
    server.use(
      http.get(
        `${TEST_API}/admin/jobs/getJobs`,
        ({ request }) => (asked.push(new URL(request.url).searchParams), HttpResponse.json({ Jobs: [job(2), job(1)], total: 2, page: 1, limit: 10 })),
      ),
      http.get(
        `${TEST_API}/admin/userContact/getUserContact`,
        ({ request }) => (asked.push(new URL(request.url).searchParams), HttpResponse.json({ userContact: [], total: 0, page: 1, limit: 10 })),
      ),
    );
    renderAdmin(<ResourceScreen def={SCREENS.jobs} />, { route: '/admin/jobs' });
    await screen.findByText('Guard 2');
    expect(Object.fromEntries(asked[0]!)).toEqual({ page: '1', limit: '10', sort: '-createdAt' });
    cleanup();
    renderAdmin(<ResourceScreen def={SCREENS.userContact} />, { route: '/admin/userContact' });
    await screen.findByText('No user contacts found.');
    expect(Object.fromEntries(asked[1]!)).toEqual({ page: '1', limit: '10' });
  });

  it('shows per language whether each item is translated, partly translated or has source changes', async () => {
    const current = (values: Record<string, string>) => ({ values, sources: { title: 'Our Mission', description: 'Safe workplaces' } });
    server.use(
      http.get(`${TEST_API}/admin/missions/getMissions`, () =>
        HttpResponse.json({
          missions: [
            {
              _id: 'm1',
              title: 'Our Mission',
              description: 'Safe workplaces',
              translations: { hi: current({ title: 'हमारा मिशन', description: 'सुरक्षित कार्यस्थल' }), mr: current({ title: 'आमचे ध्येय' }) },
            },
            {
              _id: 'm2',
              title: 'Our Vision',
              description: 'Safe workplaces',
              translations: { hi: current({ title: 'हमारा मिशन', description: 'सुरक्षित कार्यस्थल' }) },
            },
          ],
          total: 2,
          page: 1,
          limit: 10,
        }),
      ),
    );
    renderAdmin(<ResourceScreen def={SCREENS.missions} />, { route: '/admin/main/mission' });
    const first = (await screen.findByText('Our Mission')).closest('tr')!;
    expect([...first.querySelectorAll('.admin-tr-badges .admin-badge')].map((b) => b.textContent)).toEqual(['Hindi: done', 'Marathi: 1 to translate']);
    expect(first.querySelector('[data-state="partial"]')?.getAttribute('title')).toBe('Marathi: 1 of 2 to translate');
    const second = screen.getByText('Our Vision').closest('tr')!;
    // Its Hindi title was translated from another English title.
    expect([...second.querySelectorAll('.admin-tr-badges .admin-badge')].map((b) => b.textContent)).toEqual([
      'Hindi: source changed',
      'Marathi: 2 to translate',
    ]);
    expect(screen.getByRole('columnheader', { name: 'Translations' })).toBeInTheDocument();
  });

  it('asks before a delete, naming the resource and the item', async () => {
    server.use(
      http.get(`${TEST_API}/admin/jobs/getJobs`, () =>
        HttpResponse.json({ Jobs: [{ ...job(1), jobTitle: 'Security Supervisor' }], total: 1, page: 1, limit: 10 }),
      ),
    );
    const { user } = renderAdmin(<ResourceScreen def={SCREENS.jobs} />, { route: '/admin/jobs' });
    await user.click(await screen.findByRole('button', { name: 'Delete Security Supervisor' }));
    expect(screen.getByRole('dialog').textContent).toContain("Delete the job 'Security Supervisor'?");
  });
});
