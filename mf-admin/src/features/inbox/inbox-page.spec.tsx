import { describe, expect, it } from '@jest/globals';
import { screen } from '@testing-library/react';
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

describe('InboxPage', () => {
  it('shows the language each visitor wrote in, a Devanagari name as typed', async () => {
    server.use(
      http.get(`${TEST_API}/admin/AdminLogin/interviewers`, () => HttpResponse.json({ interviewers: [] })),
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
});
