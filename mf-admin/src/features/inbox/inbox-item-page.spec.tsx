import { describe, expect, it } from '@jest/globals';
import { createStore, Link, Route, Routes, sessionSlice } from '@site/shared-ui';
import { http, HttpResponse, startApiServer } from '@site/shared-ui/testing/api-server';
import { screen, within } from '@testing-library/react';
import { useBackState } from '../../lib/back-link';
import { APPLICATIONS_PATH } from '../../lib/paths';
import { renderAdmin, TEST_API } from '../../testing/render';
import type { InboxDetail } from './inbox-api';
import { type ApplicationParts, InboxItemPage } from './inbox-item-page';

const server = startApiServer();
const ID = '64b000000000000000000009';
const JOB = '6b08bac3e4b0a1a2b3c4d5e6';

const DETAIL: InboxDetail = {
  item: {
    type: 'applyJobs',
    id: ID,
    name: 'Ravi Kumar',
    email: 'ravi@example.com',
    subject: 'Security Supervisor',
    createdAt: '2026-11-20T04:30:00.000Z',
    status: 'Shortlisted',
    assignee: null,
    language: 'en',
  },
  submission: {
    _id: ID,
    name: 'Ravi Kumar',
    email: 'ravi@example.com',
    mobile: '9822012345',
    jobId: JOB,
    jobTitle: 'Security Supervisor',
    experience: '3 years',
    status: 'Shortlisted',
  },
  history: [
    { at: '2026-11-21T04:30:00.000Z', by: 'r1', byName: 'Ritu Recruiter', kind: 'status', from: 'New', to: 'Shortlisted' },
    { at: '2026-11-21T04:30:00.000Z', by: 'r1', byName: 'Ritu Recruiter', kind: 'email', text: 'E-mailed the candidate: Your application was shortlisted' },
    { at: '2026-11-21T05:00:00.000Z', by: 'r1', byName: 'Ritu Recruiter', kind: 'assignee', from: null, to: 'r1' },
  ],
  deliveries: [
    { kind: 'confirmation', to: 'ravi@example.com', subject: 'We received your application', status: 'sent', attempts: 1 },
    { kind: 'interview', to: 'ravi@example.com', subject: 'Interview moved: Security Supervisor', status: 'sent', attempts: 1 },
    {
      kind: 'interview',
      to: 'ritu@example.com',
      subject: 'Interview cancelled: Security Supervisor',
      status: 'failed',
      attempts: 3,
      lastError: 'mailbox full',
    },
    { kind: 'status', to: 'ravi@example.com', status: 'pending', attempts: 0 },
  ],
};

const PARTS: ApplicationParts = { Resume: () => null, Interviews: () => null, Person: () => null };

function answer(role: 'owner' | 'recruiter') {
  server.use(
    http.get(`${TEST_API}/admin/inbox/applyJobs/${ID}`, () => HttpResponse.json(DETAIL)),
    http.get(`${TEST_API}/admin/AdminLogin/interviewers`, () => HttpResponse.json({ interviewers: [{ _id: 'r1', name: 'Ritu Recruiter' }] })),
    http.get(`${TEST_API}/admin/AdminLogin/me`, () => HttpResponse.json({ _id: 'r1', name: 'Ritu Recruiter', email: 'ritu@example.com', role })),
  );
}

/** A list that links to the application as Candidates does, and the application's page. */
function CandidatesList() {
  return (
    <Link to={`/admin/inbox/applyJobs/${ID}`} state={useBackState('Candidates')}>
      Ravi Kumar
    </Link>
  );
}

function open(route: string) {
  const store = createStore();
  store.dispatch(sessionSlice.actions.adminTokenChanged('admin-token'));
  return renderAdmin(
    <Routes>
      <Route path={APPLICATIONS_PATH} element={<CandidatesList />} />
      <Route path="/admin/inbox/:type/:id" element={<InboxItemPage application={PARTS} />} />
      <Route path="/admin/inbox" element={<h1>The inbox</h1>} />
    </Routes>,
    { route, store },
  );
}

describe('an application’s page', () => {
  it('leads back to the list it was opened from, filters and all', async () => {
    answer('recruiter');
    const { user } = open(`${APPLICATIONS_PATH}?status=New`);
    await user.click(screen.getByRole('link', { name: 'Ravi Kumar' }));
    const back = await screen.findByRole('link', { name: '← Candidates' });
    expect(back.getAttribute('href')).toBe(`${APPLICATIONS_PATH}?status=New`);
  });

  it('opened by its address, leads a recruiter to Candidates and an owner to the inbox', async () => {
    answer('recruiter');
    const recruiter = open(`/admin/inbox/applyJobs/${ID}`);
    expect((await screen.findByRole('link', { name: '← Candidates' })).getAttribute('href')).toBe(APPLICATIONS_PATH);
    recruiter.unmount();
    answer('owner');
    open(`/admin/inbox/applyJobs/${ID}`);
    expect((await screen.findByRole('link', { name: '← Inbox' })).getAttribute('href')).toBe('/admin/inbox');
  });

  it('shows what was sent under the forms’ labels, the job by its title linking to it, never its id', async () => {
    answer('recruiter');
    open(`/admin/inbox/applyJobs/${ID}`);
    const job = await screen.findByRole('link', { name: 'Security Supervisor' });
    expect(job.getAttribute('href')).toBe('/admin/jobs?q=Security%20Supervisor');
    expect(job.closest('div')!.querySelector('dt')!.textContent).toBe('Job');
    expect(document.body.textContent).not.toContain(JOB);
    expect(document.body.textContent).not.toContain('JobId');
  });

  it('says what each e-mail was, and words the history as everywhere else', async () => {
    answer('recruiter');
    open(`/admin/inbox/applyJobs/${ID}`);
    const mails = await screen.findByRole('list', { name: 'E-mails' });
    expect(
      within(mails)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'Confirmation “We received your application” to ravi@example.com: delivered',
      'Interview e-mail “Interview moved: Security Supervisor” to ravi@example.com: delivered',
      'Interview e-mail “Interview cancelled: Security Supervisor” to ritu@example.com: could not be delivered (3 tries; mailbox full)',
      'Status e-mail to ravi@example.com: waiting to be sent',
    ]);
    // The assignee is named once the admins are read.
    await screen.findByText(/assigned to Ritu Recruiter/);
    const history = screen.getByRole('list', { name: 'History' });
    expect(
      within(history)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'Received 20 Nov 2026, 10:00 am',
      'Ritu Recruiter, 21 Nov 2026, 10:00 am: status New → Shortlisted',
      'Ritu Recruiter, 21 Nov 2026, 10:00 am: E-mailed the candidate: Your application was shortlisted',
      'Ritu Recruiter, 21 Nov 2026, 10:30 am: assigned to Ritu Recruiter',
    ]);
  });

  it('says the language the candidate wrote in, and shows their Devanagari name and answers as typed, marked as Marathi', async () => {
    server.use(
      http.get(`${TEST_API}/admin/inbox/applyJobs/${ID}`, () =>
        HttpResponse.json({
          ...DETAIL,
          item: { ...DETAIL.item, name: 'रवी कुमार', language: 'mr' },
          submission: {
            ...DETAIL.submission,
            name: 'रवी कुमार',
            address: 'शिवाजीनगर, पुणे',
            language: 'mr',
            screening: [{ id: 'q1', question: 'आपण रात्रपाळीत काम करू शकता का?', kind: 'yesno', answer: 'Yes', knockout: false }],
          },
        }),
      ),
      http.get(`${TEST_API}/admin/AdminLogin/interviewers`, () => HttpResponse.json({ interviewers: [] })),
      http.get(`${TEST_API}/admin/AdminLogin/me`, () => HttpResponse.json({ _id: 'r1', name: 'Ritu Recruiter', email: 'ritu@example.com', role: 'recruiter' })),
    );
    open(`/admin/inbox/applyJobs/${ID}`);
    expect((await screen.findByText(/^Language:/)).textContent).toBe('Language: Marathi (the e-mails the firm sends about it are in Marathi)');
    const address = screen.getByText('शिवाजीनगर, पुणे');
    expect(address.getAttribute('lang')).toBe('mr');
    expect(screen.getAllByText('रवी कुमार').every((el) => el.closest('[lang="mr"]'))).toBe(true);
    expect(screen.getByText('Yes').closest('dd')!.getAttribute('lang')).toBe('mr');
    // The language is said once, not again among what was sent.
    expect(screen.queryByText('mr')).toBeNull();
  });

  it('an application from an English page (or stored before languages were recorded) is English', async () => {
    answer('recruiter');
    open(`/admin/inbox/applyJobs/${ID}`);
    expect((await screen.findByText(/^Language:/)).textContent).toBe('Language: English');
  });

  it('says when a Shortlisted e-mail is held for the interview: in the toast of the change and beside the e-mail', async () => {
    answer('recruiter');
    const held = {
      kind: 'status' as const,
      to: 'ravi@example.com',
      subject: 'Your application for Security Supervisor has been shortlisted',
      status: 'pending' as const,
      attempts: 0,
      createdAt: '2026-11-21T04:30:00.000Z',
      heldUntil: '2026-11-21T05:00:00.000Z',
    };
    const sent: unknown[] = [];
    // Reviewed until the change; then Shortlisted, its e-mail held.
    let now: InboxDetail = {
      ...DETAIL,
      item: { ...DETAIL.item, status: 'Reviewed' },
      submission: { ...DETAIL.submission, status: 'Reviewed' },
      deliveries: [],
    };
    server.use(
      http.get(`${TEST_API}/admin/inbox/applyJobs/${ID}`, () => HttpResponse.json(now)),
      http.post(`${TEST_API}/admin/inbox/applyJobs/${ID}`, async ({ request }) => {
        sent.push(await request.json());
        now = { ...DETAIL, deliveries: [held] };
        return HttpResponse.json(now);
      }),
    );
    const { user } = open(`/admin/inbox/applyJobs/${ID}`);
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Status' }), 'Shortlisted');
    expect(await screen.findByText("Shortlisted: the candidate will hear with the interview's invitation, or in 30 minutes")).toBeInTheDocument();
    expect(sent).toEqual([{ status: 'Shortlisted', notify: true }]);
    expect(
      await screen.findByText(
        "Status e-mail “Your application for Security Supervisor has been shortlisted” to ravi@example.com: held for the interview's invitation, else sent 21 Nov 2026, 10:30 am",
      ),
    ).toBeInTheDocument();
  });

  it('puts the status control before the e-mails (a phone shows them in this order)', async () => {
    answer('recruiter');
    open(`/admin/inbox/applyJobs/${ID}`);
    const mails = await screen.findByRole('list', { name: 'E-mails' });
    const status = screen.getByRole('combobox', { name: 'Status' });
    expect(status.compareDocumentPosition(mails) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });
});
