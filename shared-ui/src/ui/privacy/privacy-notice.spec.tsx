/**
 * @jest-environment jest-fixed-jsdom
 */
// The privacy notice page (docs/behaviour.md §14.1) against a stand-in API (MSW).
import { describe, expect, it } from '@jest/globals';
import { screen } from '@testing-library/react';
import { http, HttpResponse, startApiServer } from '../../testing/api-server';
import { renderWithStore, TEST_API } from '../../testing/render';
import { noticeParagraphs, PrivacyNotice } from './privacy-notice';

const server = startApiServer();
const LIST = `${TEST_API}/admin/privacyNotice/getPrivacyNotice`;

describe('PrivacyNotice', () => {
  it('shows the notice changed last: its title as the heading, the day it changed and one paragraph per block', async () => {
    server.use(
      http.get(LIST, () =>
        HttpResponse.json({
          privacyNotice: [
            { _id: 'a'.repeat(24), title: 'Old notice', body: 'Old text.', createdAt: '2026-01-01T00:00:00.000Z', updatedAt: '2026-01-01T00:00:00.000Z' },
            {
              _id: 'b'.repeat(24),
              title: 'Privacy notice',
              body: 'We collect your name.\n\nWe keep it a year.\nThen it is deleted.',
              createdAt: '2026-01-01T00:00:00.000Z',
              updatedAt: '2026-03-05T23:30:00.000Z',
            },
          ],
        }),
      ),
    );
    renderWithStore(<PrivacyNotice headingLevel={1} />, { route: '/integrat/privacy' });
    const heading = await screen.findByRole('heading', { name: 'Privacy notice', level: 1 });
    expect(heading).toBeInTheDocument();
    expect(screen.getByText('Last updated 5 March 2026')).toBeInTheDocument();
    expect(screen.getByText('We collect your name.').tagName).toBe('P');
    expect(screen.getByText(/We keep it a year\./).textContent).toBe('We keep it a year.\nThen it is deleted.');
    expect(screen.queryByText('Old notice')).toBeNull();
  });

  it('says the notice is being updated when there is none', async () => {
    server.use(http.get(LIST, () => HttpResponse.json({ privacyNotice: [] })));
    renderWithStore(<PrivacyNotice headingLevel={2} />);
    expect(await screen.findByText('The privacy notice is being updated. Please check back soon.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Privacy notice');
  });

  it('splits a text on blank lines, also with spaces or Windows line ends in them', () => {
    expect(noticeParagraphs('One.\r\n\r\nTwo.\n  \nThree.\n')).toEqual(['One.', 'Two.', 'Three.']);
  });
});
