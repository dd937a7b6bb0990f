import { afterEach, describe, expect, it } from '@jest/globals';
import type { PersonRecord } from '@site/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse, startApiServer } from '@site/shared-ui/testing/api-server';
import { renderAdminScreen, TEST_API } from '../../testing/render';
import { PersonPage } from './person-page';

const server = startApiServer();
const EMAIL = 'asha@example.com';

const empty = (email: string): PersonRecord => ({
  email,
  account: null,
  submissions: { applyJobs: [], ServiceEnquiry: [], homeEnquiry: [], userContact: [] },
  mails: [],
  resumeLog: [],
});
const asha: PersonRecord = {
  email: EMAIL,
  account: { _id: 'u1', name: 'Asha Rao', email: EMAIL, mobile: '9876543210', createdAt: '2026-10-02T08:00:00.000Z', consent: null },
  submissions: {
    applyJobs: [
      {
        _id: 'a1',
        name: 'Asha Rao',
        jobTitle: 'Security Guard',
        status: 'Reviewed',
        createdAt: '2026-11-20T09:30:00.000Z',
        consent: { at: '2026-11-20T09:30:00.000Z', noticeVersion: '2026-11-01T12:00:00.000Z' },
        history: [
          { at: '2026-11-21T10:00:00.000Z', by: 'ad1', byName: 'Ravi', kind: 'note', text: 'Called back' },
          { at: '2026-11-21T10:05:00.000Z', by: 'ad1', byName: 'Ravi', kind: 'email', text: 'E-mailed the candidate: Your application was shortlisted' },
          {
            at: '2026-11-21T10:10:00.000Z',
            by: 'ad1',
            byName: 'Ravi',
            kind: 'interview',
            text: 'Interview moved from 24 Nov 2026, 10:00 am to 25 Nov 2026, 11:00 am',
          },
          { at: '2026-11-21T10:15:00.000Z', by: 'ad1', byName: 'Ravi', kind: 'assignee', from: null, to: 'ad1' },
        ],
      },
    ],
    ServiceEnquiry: [],
    homeEnquiry: [],
    userContact: [{ _id: 'c1', name: 'Asha Rao', subject: 'Night shifts', status: 'New', createdAt: '2026-09-05T10:00:00.000Z', consent: null }],
  },
  mails: [{ _id: 'm1', to: EMAIL, subject: 'We received your application', status: 'sent', createdAt: '2026-11-20T09:31:00.000Z' }],
  resumeLog: [{ applicationId: 'a1', at: '2026-11-21T11:00:00.000Z', adminEmail: 'admin@example.com', how: 'download' }],
};

/** Asha's applications found by her number: no account (accounts are found by address). */
const byNumber: PersonRecord = { ...asha, email: undefined, mobile: '+919876543210', account: null, mails: [] };

/** The e-mail (or `mobile <number>`) of every find, as the API receives it. */
const asked: string[] = [];
afterEach(() => void asked.splice(0));

const openPage = (route: string) => renderAdminScreen('/admin/privacy', <PersonPage />, route);

/** The stand-in's find: Asha while she is held, anyone else (and Asha after an erase) an empty record. */
function answerFinds(held = { asha: true, byNumber: true }) {
  server.use(
    http.get(`${TEST_API}/admin/AdminLogin/interviewers`, () => HttpResponse.json({ interviewers: [{ _id: 'ad1', name: 'Ravi' }] })),
    http.get(`${TEST_API}/admin/privacy/person`, ({ request }) => {
      if (request.headers.get('Authorization') !== 'Bearer admin-token') return HttpResponse.json({ message: 'Unauthorized' }, { status: 401 });
      const params = new URL(request.url).searchParams;
      const mobile = params.get('mobile');
      if (mobile !== null) {
        asked.push(`mobile ${mobile}`);
        const stored = `+91${mobile.replace(/\D/g, '').slice(-10)}`;
        return HttpResponse.json(stored === byNumber.mobile && held.byNumber ? byNumber : { ...empty(''), email: undefined, mobile: stored });
      }
      const email = params.get('email')!;
      asked.push(email);
      return HttpResponse.json(email === EMAIL && held.asha ? asha : empty(email));
    }),
  );
  return held;
}

describe('PersonPage', () => {
  it('finds the address in the page address and shows the account, each submission with its consent, history, e-mails and CV openings', async () => {
    answerFinds();
    openPage(`/admin/privacy?email=${encodeURIComponent(EMAIL)}`);
    const applications = await screen.findByRole('table', { name: 'Job applications' });
    // The assignee is named once the admins are read.
    await within(applications).findByText(/assigned to Ravi/);
    expect(asked).toEqual([EMAIL]);
    expect((screen.getByLabelText('E-mail address or mobile number') as HTMLInputElement).value).toBe(EMAIL);
    expect(screen.getByText('+91 98765 43210')).toBeInTheDocument();
    expect(within(applications).getByText('Agreed on 20 Nov 2026 (notice of 1 Nov 2026)')).toBeInTheDocument();
    expect(within(applications).getByText('Security Guard · Asha Rao')).toBeInTheDocument();
    // History in the same words as the application's own page: e-mails and interviews by their own sentence.
    expect(
      within(applications)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'Ravi, 21 Nov 2026, 3:30 pm: note “Called back”',
      'Ravi, 21 Nov 2026, 3:35 pm: E-mailed the candidate: Your application was shortlisted',
      'Ravi, 21 Nov 2026, 3:40 pm: Interview moved from 24 Nov 2026, 10:00 am to 25 Nov 2026, 11:00 am',
      'Ravi, 21 Nov 2026, 3:45 pm: assigned to Ravi',
    ]);
    const contacts = screen.getByRole('table', { name: 'Contact messages' });
    expect(within(contacts).getByText('No consent recorded')).toBeInTheDocument();
    expect(within(contacts).getByText('Night shifts · Asha Rao')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Service enquiries (0)' })).toBeInTheDocument();
    expect(within(screen.getByRole('table', { name: 'E-mails sent' })).getByText('We received your application')).toBeInTheDocument();
    expect(within(screen.getByRole('table', { name: 'CV access log' })).getByText('admin@example.com')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Download CVs \(zip\)/ })).toBeInTheDocument();
  });

  it('searches a typed address, keeps it in the page address, and says when nothing is held', async () => {
    answerFinds();
    const { user } = openPage('/admin/privacy');
    expect(asked).toEqual([]);
    await user.type(screen.getByLabelText('E-mail address or mobile number'), 'nobody@example.com');
    await user.click(screen.getByRole('button', { name: 'Find' }));
    expect(await screen.findByText('Nothing is held about nobody@example.com.')).toBeInTheDocument();
    expect(screen.getByLabelText('address').textContent).toBe('?email=nobody%40example.com');
    expect(screen.queryByRole('button', { name: /Erase all data/ })).toBeNull();
  });

  it('erases only after the dialog naming the address is confirmed, toasts the counts and shows the emptied record', async () => {
    const held = answerFinds();
    const erased: unknown[] = [];
    server.use(
      http.post(`${TEST_API}/admin/privacy/erase`, async ({ request }) => {
        erased.push(await request.json());
        held.asha = false;
        return HttpResponse.json({
          message: 'Personal data erased',
          erased: { applyJobs: 1, ServiceEnquiry: 0, homeEnquiry: 0, userContact: 1, files: 1, accounts: 1, mails: 1 },
        });
      }),
    );
    const { user } = openPage(`/admin/privacy?email=${encodeURIComponent(EMAIL)}`);
    await user.click(await screen.findByRole('button', { name: /Erase all data/ }));
    const dialog = screen.getByRole('dialog', { name: 'Please confirm' });
    expect(dialog.textContent).toContain(
      `Erase everything held about ${EMAIL}? This deletes 1 job application, 1 contact message, 1 visitor account, 1 e-mail record, with their CVs and other files, and the CV access log. This cannot be undone.`,
    );
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(erased).toEqual([]);

    await user.click(screen.getByRole('button', { name: /Erase all data/ }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Erase all data' }));
    expect(
      await screen.findByText('Personal data erased: 1 job application, 1 contact message, 1 visitor account, 1 e-mail record, 1 file.'),
    ).toBeInTheDocument();
    expect(erased).toEqual([{ email: EMAIL }]);
    expect(await screen.findByText(`Nothing is held about ${EMAIL}.`)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('finds by a mobile number as typed, names it as stored, and erases by it', async () => {
    const held = answerFinds();
    const erased: unknown[] = [];
    server.use(
      http.post(`${TEST_API}/admin/privacy/erase`, async ({ request }) => {
        erased.push(await request.json());
        held.byNumber = false;
        return HttpResponse.json({
          message: 'Personal data erased',
          erased: { applyJobs: 1, ServiceEnquiry: 0, homeEnquiry: 0, userContact: 1, files: 1, accounts: 0, mails: 0 },
        });
      }),
    );
    const { user } = openPage('/admin/privacy');
    await user.type(screen.getByLabelText('E-mail address or mobile number'), '098765 43210');
    await user.click(screen.getByRole('button', { name: 'Find' }));
    expect(await screen.findByRole('table', { name: 'Job applications' })).toBeInTheDocument();
    expect(asked).toEqual(['mobile 098765 43210']);
    expect(screen.getByLabelText('address').textContent).toBe('?mobile=098765+43210');
    await user.click(screen.getByRole('button', { name: /Erase all data/ }));
    expect(screen.getByRole('dialog', { name: 'Please confirm' }).textContent).toContain(
      'Erase everything held about +91 98765 43210? This deletes 1 job application, 1 contact message,',
    );
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Erase all data' }));
    expect(await screen.findByText('Nothing is held about +91 98765 43210.')).toBeInTheDocument();
    expect(erased).toEqual([{ mobile: '098765 43210' }]);
  });

  it("toasts the server's reason when the CVs cannot be downloaded", async () => {
    answerFinds();
    server.use(http.get(`${TEST_API}/admin/privacy/person/resumes`, () => HttpResponse.json({ message: 'No CVs are held for this address' }, { status: 404 })));
    const { user } = openPage(`/admin/privacy?email=${encodeURIComponent(EMAIL)}`);
    await user.click(await screen.findByRole('button', { name: /Download CVs \(zip\)/ }));
    expect(await screen.findByText('The CVs could not be downloaded: No CVs are held for this address')).toBeInTheDocument();
  });
});
