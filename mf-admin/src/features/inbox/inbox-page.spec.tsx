import { describe, expect, it } from '@jest/globals';
import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse, startApiServer } from '@site/shared-ui/testing/api-server';
import { renderAdminScreen, TEST_API } from '../../testing/render';
import { InboxPage } from './inbox-page';

const server = startApiServer();
const row = (id: string, name: string, language?: string) => ({
  type: 'homeEnquiry',
  id,
  name,
  email: `${id}@example.com`,
  subject: 'Security',
  createdAt: '2026-11-20T05:00:00.000Z',
  status: 'New',
  assignee: null,
  ...(language && { language }),
});

const SOURCES = { sources: [{ key: 'poster-pune-station', label: 'Poster at Pune station' }] };

describe('InboxPage', () => {
  it('shows the language each visitor wrote in, a Devanagari name as typed', async () => {
    server.use(
      http.get(`${TEST_API}/admin/AdminLogin/interviewers`, () => HttpResponse.json({ interviewers: [] })),
      http.get(`${TEST_API}/admin/settings/sources`, () => HttpResponse.json(SOURCES)),
      http.get(`${TEST_API}/admin/inbox`, () =>
        HttpResponse.json({ items: [row('a', 'सुनीता शिंदे', 'mr'), row('b', 'राहुल वर्मा', 'hi'), row('c', 'Old Enquiry')], total: 3, page: 1, limit: 10 }),
      ),
    );
    renderAdminScreen('/admin/inbox', <InboxPage />, '/admin/inbox');
    const name = await screen.findByText('सुनीता शिंदे');
    expect(name.getAttribute('lang')).toBe('mr');
    const languages = [...document.querySelectorAll('td[data-label="Language"]')].map((td) => td.textContent);
    expect(languages).toEqual(['Marathi', 'Hindi', 'English']);
  });

  it('filters by a source chosen by its name, and names the source on an application’s row', async () => {
    const asked: URLSearchParams[] = [];
    server.use(
      http.get(`${TEST_API}/admin/AdminLogin/interviewers`, () => HttpResponse.json({ interviewers: [] })),
      http.get(`${TEST_API}/admin/settings/sources`, () => HttpResponse.json(SOURCES)),
      http.get(`${TEST_API}/admin/inbox`, ({ request }) => {
        asked.push(new URL(request.url).searchParams);
        const guard = { ...row('g', 'Sunil Patil'), type: 'applyJobs', subject: 'Security Guard', source: 'poster-pune-station' };
        return HttpResponse.json({ items: [guard], total: 1, page: 1, limit: 10 });
      }),
    );
    const { user } = renderAdminScreen('/admin/inbox', <InboxPage />, '/admin/inbox');
    expect(await screen.findByText('Source: Poster at Pune station (poster-pune-station)')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('option', { name: 'Poster at Pune station' })).toBeInTheDocument());
    await user.selectOptions(screen.getByLabelText('Source'), 'Poster at Pune station');
    await waitFor(() => expect(screen.getByLabelText('address').textContent).toBe('?source=poster-pune-station'));
    await waitFor(() => expect(asked.at(-1)?.get('source')).toBe('poster-pune-station'));
    expect(screen.getByRole('button', { name: 'Clear filters' })).toBeInTheDocument();
  });
});
