import { describe, expect, it } from '@jest/globals';
import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse, startApiServer } from '@site/shared-ui/testing/api-server';
import { renderAdminScreen, TEST_API } from '../../testing/render';
import { TemplatesPage } from './templates-page';

const server = startApiServer();

describe('TemplatesPage', () => {
  it('previews with the newest application from the applications’ own list, which a recruiter may read', async () => {
    const previewed: URLSearchParams[] = [];
    server.use(
      http.get(`${TEST_API}/admin/hiring/templates`, () => HttpResponse.json({ templates: [{ status: 'Shortlisted', subject: 'Shortlisted for {jobTitle}', body: 'Hello {name}' }] })),
      http.get(`${TEST_API}/admin/applyJobs/getApplyJobs`, ({ request }) => {
        expect(Object.fromEntries(new URL(request.url).searchParams)).toEqual({ page: '1', limit: '1' });
        return HttpResponse.json({ applyJobs: [{ _id: 'a1', name: 'Kavya' }], total: 9, page: 1, limit: 1 });
      }),
      http.get(`${TEST_API}/admin/hiring/templates/Shortlisted/preview`, ({ request }) => {
        previewed.push(new URL(request.url).searchParams);
        return HttpResponse.json({ to: 'kavya@example.com', subject: 'Shortlisted for Guard', html: '<p>Hello Kavya</p>', text: 'Hello Kavya' });
      }),
    );
    const { user } = renderAdminScreen('/admin/candidate-emails', <TemplatesPage />, '/admin/candidate-emails');
    const preview = await screen.findByRole('button', { name: 'Preview with Kavya' });
    expect(preview).toBeEnabled();
    await user.click(preview);
    expect(await screen.findByLabelText('Preview of the Shortlisted e-mail')).toHaveTextContent('Subject: Shortlisted for Guard');
    await waitFor(() => expect(previewed[0]?.get('applicationId')).toBe('a1'));
  });
});
