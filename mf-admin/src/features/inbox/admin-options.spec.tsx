import { describe, expect, it } from '@jest/globals';
import { screen } from '@testing-library/react';
import { http, HttpResponse, startApiServer } from '@site/shared-ui/testing/api-server';
import { renderAdminScreen, TEST_API } from '../../testing/render';
import { AdminOptions } from './admin-options';

const server = startApiServer();

describe('AdminOptions (the assignee picker; the interviewer picker reads the same list)', () => {
  it("lists the admins who may interview by name, from the recruiters' route (docs/behaviour.md §22)", async () => {
    server.use(
      http.get(`${TEST_API}/admin/AdminLogin/interviewers`, () =>
        HttpResponse.json({
          interviewers: [
            { _id: 'ad1', name: 'Ravi' },
            { _id: 'ad2', name: 'Meera' },
          ],
        }),
      ),
    );
    renderAdminScreen(
      '/admin/inbox',
      <select aria-label="Interviewer">
        <AdminOptions />
      </select>,
      '/admin/inbox',
    );
    expect(await screen.findByRole('option', { name: 'Ravi' })).toHaveValue('ad1');
    expect(screen.getByRole('option', { name: 'Meera' })).toHaveValue('ad2');
  });
});
