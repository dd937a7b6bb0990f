import { describe, expect, it } from '@jest/globals';
import type { DrivePerson } from '@site/contracts';
import { http, HttpResponse, startApiServer } from '@site/shared-ui/testing/api-server';
import { screen, waitFor, within } from '@testing-library/react';
import { renderAdminScreen, TEST_API } from '../../testing/render';
import { QueuePage } from './queue-page';

const server = startApiServer();
const DRIVE = '65f000000000000000000001';
const base = `${TEST_API}/admin/drives/${DRIVE}`;

const person = (name: string, queue: number, outcome?: DrivePerson['outcome']): DrivePerson => ({
  id: `${DRIVE}|+91987654321${queue}`,
  name,
  mobile: `+91987654321${queue}`,
  jobId: '65f0000000000000000000a1',
  jobTitle: 'Security Guard',
  applicationId: `65f0000000000000000000c${queue}`,
  slot: '09:00',
  walkIn: queue === 3,
  language: 'hi',
  status: 'booked',
  checkedIn: { at: '2025-01-01T04:00:00Z', queue, interviewer: 'me' },
  outcome,
});

function answerQueue() {
  let people = [person('Ravi Kumar', 2), person('Sunita Devi', 3), person('Asha Patil', 1, { result: 'rejected', by: 'me', at: '2025-01-01T04:30:00Z' })];
  const sent: unknown[] = [];
  const asked: string[] = [];
  server.use(
    http.get(base, () => HttpResponse.json({ drive: { _id: DRIVE, title: 'Guards for Pune' } })),
    http.get(`${base}/people`, ({ request }) => {
      asked.push(new URL(request.url).search);
      return HttpResponse.json({ people });
    }),
    http.post(`${base}/outcomes`, async ({ request }) => {
      const body = (await request.json()) as { people: string[]; result: 'selected'; note?: string };
      sent.push(body);
      people = people.map((p) => (body.people.includes(p.id) ? { ...p, outcome: { result: body.result, note: body.note, by: 'me', at: 'now' } } : p));
      return HttpResponse.json({ changed: 1, unchanged: 0 });
    }),
  );
  return { sent, asked };
}

describe('QueuePage', () => {
  it("lists the interviewer's people waiting, in queue order, and records one's outcome with a note", async () => {
    const { sent, asked } = answerQueue();
    const { user } = renderAdminScreen('/admin/drives/:id/queue', <QueuePage />, `/admin/drives/${DRIVE}/queue`);
    const waiting = await screen.findByRole('list', { name: 'Waiting' });
    expect(
      within(waiting)
        .getAllByRole('listitem')
        .map((li) => li.getAttribute('aria-label')),
    ).toEqual(['Ravi Kumar', 'Sunita Devi']);
    expect(asked).toEqual(['?interviewer=me']);
    expect(within(screen.getByRole('region', { name: 'Seen' })).getByText('Rejected')).toBeInTheDocument();

    const ravi = within(waiting).getByRole('listitem', { name: 'Ravi Kumar' });
    await user.type(within(ravi).getByLabelText('Note (optional)'), 'Good with night shifts');
    await user.click(within(ravi).getByRole('button', { name: 'Selected' }));
    await waitFor(() => expect(within(screen.getByRole('list', { name: 'Waiting' })).getAllByRole('listitem')).toHaveLength(1));
    expect(sent).toEqual([{ people: [`${DRIVE}|+919876543212`], result: 'selected', note: 'Good with night shifts' }]);
    expect(within(screen.getByRole('region', { name: 'Seen' })).getByText(/Good with night shifts/)).toBeInTheDocument();
  });
});
