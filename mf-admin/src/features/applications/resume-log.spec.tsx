import { afterEach, describe, expect, it } from '@jest/globals';
import { createStore, sessionSlice } from '@site/shared-ui';
import { cleanup, screen, within } from '@testing-library/react';
import { http, HttpResponse, startApiServer } from '@site/shared-ui/testing/api-server';
import { renderAdmin, TEST_API } from '../../testing/render';
import { ResumeLog } from './resume-log';

afterEach(cleanup);

const server = startApiServer();

function showLog() {
  const store = createStore();
  store.dispatch(sessionSlice.actions.adminTokenChanged('admin-token'));
  return renderAdmin(<ResumeLog id="r1" />, { store });
}

describe('ResumeLog', () => {
  it('says when no one has opened the CV', async () => {
    server.use(http.get(`${TEST_API}/admin/applyJobs/resumeLog/r1`, () => HttpResponse.json({ resumeLog: [] })));
    showLog();
    expect(await screen.findByText('No one has opened this CV yet.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'CV access log' })).toBeInTheDocument();
  });

  it('lists each opening newest first: when, which admin, how and from where', async () => {
    const entries = [
      { at: '2026-01-02T10:00:00.000Z', adminId: 'a1', adminEmail: 'asha@example.com', how: 'preview', ip: '10.0.0.1' },
      { at: '2026-01-03T10:00:00.000Z', adminId: 'a2', adminEmail: null, how: 'download', ip: '10.0.0.2' },
    ];
    server.use(
      http.get(`${TEST_API}/admin/applyJobs/resumeLog/r1`, ({ request }) =>
        request.headers.get('Authorization') === 'Bearer admin-token' ? HttpResponse.json({ resumeLog: entries }) : HttpResponse.json({}, { status: 401 }),
      ),
    );
    showLog();
    const table = await screen.findByRole('table', { name: 'CV access log' });
    const rows = within(table).getAllByRole('row');
    expect(
      rows.map((r) =>
        within(r)
          .queryAllByRole('columnheader')
          .map((c) => c.textContent),
      )[0],
    ).toEqual(['When', 'Admin', 'How', 'From where']);
    expect(rows[1]).toHaveTextContent('a former admin');
    expect(rows[1]).toHaveTextContent('Download');
    expect(rows[1]).toHaveTextContent('10.0.0.2');
    expect(rows[2]).toHaveTextContent('asha@example.com');
    expect(rows[2]).toHaveTextContent('Preview');
    expect(rows[2]).toHaveTextContent('10.0.0.1');
  });
});
