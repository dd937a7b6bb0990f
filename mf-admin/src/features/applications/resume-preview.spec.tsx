import { afterEach, describe, expect, it } from '@jest/globals';
import { createStore, sessionSlice } from '@site/shared-ui';
import { cleanup, screen } from '@testing-library/react';
import { http, HttpResponse, startApiServer } from '@site/shared-ui/testing/api-server';
import { renderAdmin, TEST_API } from '../../testing/render';
import { ResumePreview } from './resume-preview';

afterEach(cleanup);

const server = startApiServer();
const pdf = { _id: 'r1', name: 'Asha', resume: 'private/r1.pdf', resumeName: 'asha-cv.pdf' };

/** Opens the preview for a signed-in admin (the link is asked for at once). */
function openPreview(row = pdf) {
  const store = createStore();
  store.dispatch(sessionSlice.actions.adminTokenChanged('admin-token'));
  return renderAdmin(<ResumePreview row={row} onClose={() => undefined} />, { store });
}

describe('ResumePreview', () => {
  it('shows a PDF through the signed link the API gives the admin', async () => {
    server.use(
      http.get(`${TEST_API}/admin/applyJobs/resumeLink/r1`, ({ request }) =>
        request.headers.get('Authorization') === 'Bearer admin-token'
          ? HttpResponse.json({ url: '/files/resume/r1?sig=abc' })
          : HttpResponse.json({}, { status: 401 }),
      ),
    );
    openPreview();
    const frame = await screen.findByTitle('Resume of Asha');
    expect(frame.getAttribute('src')).toBe('http://api.test/files/resume/r1?sig=abc');
  });

  it("says why a preview failed, and a failed download toasts the server's reason", async () => {
    server.use(
      http.get(`${TEST_API}/admin/applyJobs/resumeLink/r1`, () => new HttpResponse('<html>Bad gateway</html>', { status: 502 })),
      http.get(`${TEST_API}/admin/applyJobs/resume/r1`, () => HttpResponse.json({ message: 'Resume not found' }, { status: 404 })),
    );
    const { user } = openPreview();
    expect(await screen.findByText('Request failed (502)')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Download resume of Asha' }));
    expect(await screen.findByText('Failed to download the resume: Resume not found')).toBeInTheDocument();
  });

  it('a refused admin token ends the session', async () => {
    server.use(http.get(`${TEST_API}/admin/applyJobs/resumeLink/r1`, () => HttpResponse.json({ message: 'Unauthorized' }, { status: 401 })));
    const { store } = openPreview();
    expect(await screen.findByText('Your admin session has ended. Please sign in again.')).toBeInTheDocument();
    expect(store.getState().session.adminToken).toBeNull();
  });
});
