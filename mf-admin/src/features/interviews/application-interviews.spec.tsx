import { describe, expect, it } from '@jest/globals';
import { screen } from '@testing-library/react';
import { http, HttpResponse, startApiServer } from '@site/shared-ui/testing/api-server';
import { renderAdminScreen, TEST_API } from '../../testing/render';
import { ApplicationInterviews } from './application-interviews';

const server = startApiServer();

describe('ApplicationInterviews', () => {
  it('shows its button to schedule only once the interviews are known, so it does not move under a tap', async () => {
    let answer: (interviews: unknown[]) => void = () => undefined;
    const arrived = new Promise<unknown[]>((resolve) => (answer = resolve));
    server.use(http.get(`${TEST_API}/admin/hiring/interviews/app1`, async () => HttpResponse.json({ interviews: await arrived })));
    renderAdminScreen('/admin/x', <ApplicationInterviews applicationId="app1" interviewers={[]} />, '/admin/x');
    expect(await screen.findByText('Loading interviews...')).toHaveAttribute('role', 'status');
    expect(screen.queryByRole('button', { name: 'Schedule an interview' })).toBeNull();
    expect(screen.queryByText('None yet')).toBeNull();
    answer([]);
    expect(await screen.findByRole('button', { name: 'Schedule an interview' })).toBeVisible();
    expect(screen.getByText('None yet')).toBeInTheDocument();
  });
});
