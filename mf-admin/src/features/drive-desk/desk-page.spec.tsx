import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import type { AdminDrive, DeskAnswer, DrivePerson } from '@site/contracts';
import { todayInIndia } from '@site/contracts';
import { http, HttpResponse, startApiServer } from '@site/shared-ui/testing/api-server';
import { act, screen, waitFor, within } from '@testing-library/react';
import { renderAdminScreen, TEST_API } from '../../testing/render';
import { DeskPage } from './desk-page';

const server = startApiServer();
const DRIVE = '65f000000000000000000001';
const JOB = '65f0000000000000000000a1';
const base = `${TEST_API}/admin/drives/${DRIVE}`;

const drive: AdminDrive = {
  _id: DRIVE,
  title: 'Guards for Pune',
  jobIds: [JOB],
  jobs: [{ _id: JOB, title: 'Security Guard' }],
  address: 'Hall 2, Pune',
  day: todayInIndia(),
  slots: [{ start: '09:00', end: '09:30', capacity: 10, booked: 1 }],
  interviewers: ['65f0000000000000000000b1'],
  status: 'open',
  booked: 1,
  capacity: 10,
  createdAt: '2025-01-01T00:00:00Z',
  updatedAt: '2025-01-01T00:00:00Z',
};

const asha: DrivePerson = {
  id: `${DRIVE}|+919876543210`,
  name: 'Asha Patil',
  mobile: '+919876543210',
  jobId: JOB,
  jobTitle: 'Security Guard',
  applicationId: '65f0000000000000000000c1',
  slot: '09:00',
  walkIn: false,
  language: 'mr',
  status: 'booked',
};
const checkedIn = (queue: number): DeskAnswer => ({
  person: { ...asha, checkedIn: { at: new Date().toISOString(), queue, interviewer: '65f0000000000000000000b1' } },
  interviewerName: 'Priya Nair',
});

let online = true;
beforeEach(() => {
  online = true;
  window.localStorage.clear();
  Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => online });
});
afterEach(() => {
  online = true;
});

/** A stand-in API: the drive, find by number, and check-ins, which fail while offline and count what arrives. */
function answerDesk(checkIn: (body: { key: string }) => Response = () => HttpResponse.json(checkedIn(12))) {
  const arrived: Array<{ key: string; mobile?: string }> = [];
  server.use(
    http.get(base, () => HttpResponse.json({ drive })),
    http.get(`${base}/find`, ({ request }) => {
      if (!online) return HttpResponse.error();
      const mobile = new URL(request.url).searchParams.get('mobile');
      return mobile === asha.mobile ? HttpResponse.json({ person: asha }) : HttpResponse.json({ message: 'This person is not at this drive' }, { status: 404 });
    }),
    http.post(`${base}/check-ins`, async ({ request }) => {
      if (!online) return HttpResponse.error();
      const body = (await request.json()) as { key: string; mobile?: string };
      arrived.push(body);
      return checkIn(body);
    }),
  );
  return arrived;
}

const openDesk = () => renderAdminScreen('/admin/drives/:id/desk', <DeskPage />, `/admin/drives/${DRIVE}/desk`);

async function typeNumber(user: ReturnType<typeof openDesk>['user'], number: string) {
  await user.click(await screen.findByRole('button', { name: 'Type a number' }));
  await user.type(screen.getByLabelText('Mobile number'), number);
  await user.click(screen.getByRole('button', { name: 'Find' }));
}

describe('DeskPage', () => {
  it('finds a person by number, checks them in and shows their queue number and interviewer', async () => {
    const arrived = answerDesk();
    const { user } = openDesk();
    expect(await screen.findByText(/Guards for Pune/)).toBeInTheDocument();
    await typeNumber(user, '98765 43210');
    const found = await screen.findByLabelText('Found');
    expect(within(found).getByText('Asha Patil')).toBeInTheDocument();
    await user.click(within(found).getByRole('button', { name: 'Check in' }));
    const card = await screen.findByRole('status', { name: 'Checked in' });
    expect(within(card).getByText('12')).toBeInTheDocument();
    expect(within(card).getByText('Interviewer: Priya Nair')).toBeInTheDocument();
    expect(arrived).toEqual([{ key: expect.any(String), mobile: '+919876543210' }]);
    expect(screen.queryByText(/waiting to send/)).toBeNull();
  });

  it('offline: keeps the check-in on the phone, lists it, and sends it once when the connection is back', async () => {
    const arrived = answerDesk();
    online = false;
    const { user } = openDesk();
    await screen.findByText(/Guards for Pune/);
    expect(screen.getByRole('status', { name: '' }).textContent).toBe('Offline');
    await typeNumber(user, '9876543210');
    const waiting = await screen.findByRole('region', { name: 'Waiting to send' });
    expect(within(waiting).getByText(/1 waiting to send/)).toBeInTheDocument();
    expect(within(waiting).getByText(/\+91 98765 43210/)).toBeInTheDocument();
    expect(await screen.findByText(/Kept on this phone/)).toBeInTheDocument();
    expect(JSON.parse(window.localStorage.getItem(`drive-desk:${DRIVE}`) ?? '[]')).toEqual([expect.objectContaining({ mobile: '+919876543210' })]);
    expect(arrived).toEqual([]);

    online = true;
    act(() => void window.dispatchEvent(new Event('online')));
    const card = await screen.findByRole('status', { name: 'Checked in' });
    expect(within(card).getByText('12')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Waiting to send' })).toBeNull());
    expect(arrived).toHaveLength(1);
    expect(JSON.parse(window.localStorage.getItem(`drive-desk:${DRIVE}`) ?? '[]')).toEqual([]);
    // Another "online" sends nothing again.
    act(() => void window.dispatchEvent(new Event('online')));
    await new Promise((r) => setTimeout(r, 50));
    expect(arrived).toHaveLength(1);
  });

  it('a reload keeps what waits, and sends it when the desk opens with a connection', async () => {
    const arrived = answerDesk();
    window.localStorage.setItem(
      `drive-desk:${DRIVE}`,
      JSON.stringify([{ kind: 'checkIn', key: 'kept-before-reload', driveId: DRIVE, at: new Date().toISOString(), mobile: asha.mobile }]),
    );
    openDesk();
    await waitFor(() => expect(arrived).toEqual([{ key: 'kept-before-reload', mobile: asha.mobile }]));
    expect(await screen.findByRole('region', { name: 'Checked in just now' })).toHaveTextContent('#12 Asha Patil');
  });

  it('drops a check-in the API refused, and shows its message', async () => {
    const arrived = answerDesk(() => HttpResponse.json({ message: 'People are checked in on the day of the drive only' }, { status: 400 }));
    online = false;
    const { user } = openDesk();
    await typeNumber(user, '9876543210');
    await screen.findByRole('region', { name: 'Waiting to send' });
    online = true;
    act(() => void window.dispatchEvent(new Event('online')));
    const notSent = await screen.findByRole('region', { name: 'Not sent' });
    expect(within(notSent).getByText(/People are checked in on the day of the drive only/)).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Waiting to send' })).toBeNull();
    expect(arrived).toHaveLength(1);
  });

  it('an unknown number offers to register a walk-in with that number', async () => {
    answerDesk();
    const { user } = openDesk();
    await typeNumber(user, '91234 56789');
    expect(await screen.findByText('This person is not at this drive')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Register as a walk-in' }));
    const form = screen.getByRole('form', { name: 'Walk-in' });
    expect((within(form).getByLabelText('Mobile number') as HTMLInputElement).value).toBe('+91 91234 56789');
    expect((within(form).getByLabelText('Security Guard') as HTMLInputElement).checked).toBe(true);
  });
});
