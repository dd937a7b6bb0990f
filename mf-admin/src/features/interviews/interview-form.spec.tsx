import { describe, expect, it, jest } from '@jest/globals';
import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse, startApiServer } from '@site/shared-ui/testing/api-server';
import { renderAdminScreen, TEST_API } from '../../testing/render';
import { AS_TYPED, InterviewForm } from './interview-form';

const server = startApiServer();
const ADMINS = [
  { _id: 'ad1', name: 'Owner One' },
  { _id: 'ad2', name: 'Ritu Recruiter' },
];

function showForm() {
  server.use(
    http.get(`${TEST_API}/admin/AdminLogin/me`, () => HttpResponse.json({ _id: 'ad2', name: 'Ritu Recruiter', email: 'ritu@firm.in', role: 'recruiter' })),
  );
  return renderAdminScreen(
    '/admin/x',
    <InterviewForm interviewers={ADMINS} busy={false} onSubmit={jest.fn(async () => true)} onCancel={() => undefined} />,
    '/admin/x',
  );
}

describe('InterviewForm', () => {
  it('starts with the signed-in admin as the interviewer', async () => {
    showForm();
    await waitFor(() => expect((screen.getByLabelText('Interviewer') as HTMLSelectElement).value).toBe('ad2'));
  });

  it('says beside the place and the note that they are sent as typed, not translated', async () => {
    showForm();
    expect(screen.getByLabelText('Place')).toHaveAccessibleDescription(AS_TYPED);
    expect(screen.getByLabelText('Note for the candidate')).toHaveAccessibleDescription(AS_TYPED);
  });

  it('points out a time outside 7:00 am to 9:00 pm in India without refusing it', async () => {
    const { user } = showForm();
    const when = screen.getByLabelText('Date and time (IST)');
    await user.type(when, '2030-01-10T01:30');
    expect(await screen.findByText(/^This is outside 7:00 am to 9:00 pm in India/)).toHaveAttribute('role', 'status');
    expect(screen.getByRole('button', { name: 'Schedule and send invitations' })).toBeEnabled();
    await user.clear(when);
    await user.type(when, '2030-01-10T10:30');
    await waitFor(() => expect(screen.queryByText(/outside 7:00 am/)).toBeNull());
  });
});
