import { afterEach, describe, expect, it } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse, startApiServer } from '@site/shared-ui/testing/api-server';
import { renderAdminScreen, TEST_API } from '../../testing/render';
import type { AuditEntry } from './audit-api';
import { AuditPage } from './audit-page';

const server = startApiServer();

const ENTRIES: AuditEntry[] = [
  {
    at: '2026-11-23T10:15:00.000Z',
    adminId: 'ad1',
    adminName: 'Ravi',
    adminEmail: 'ravi@example.com',
    resource: 'banner',
    action: 'edit',
    documentId: '64b000000000000000000001',
    subject: { type: 'banner', exists: false, title: 'Monsoon offer' },
    site: 'main',
  },
  {
    at: '2026-11-23T09:00:00.000Z',
    adminId: 'ad2',
    adminName: 'Meera',
    adminEmail: null,
    resource: 'applyJobs',
    action: 'edit',
    documentId: '64b000000000000000000002',
    subject: { type: 'applyJobs', exists: true, title: 'Kiran' },
    detail: 'Reviewed → Shortlisted',
  },
];

/** The query of every list call, as the API receives it. */
const asked: URLSearchParams[] = [];
afterEach(() => void asked.splice(0));

function answerLog(total = ENTRIES.length) {
  server.use(
    http.get(`${TEST_API}/admin/audit`, ({ request }) => {
      if (request.headers.get('Authorization') !== 'Bearer admin-token') return HttpResponse.json({ message: 'Unauthorized' }, { status: 401 });
      const params = new URL(request.url).searchParams;
      asked.push(params);
      const resource = params.get('resource');
      const entries = ENTRIES.filter((e) => !resource || e.resource === resource);
      return HttpResponse.json({ entries, total: resource ? entries.length : total, page: Number(params.get('page')), limit: Number(params.get('limit')) });
    }),
  );
}

const openPage = (route = '/admin/audit') => renderAdminScreen('/admin/audit', <AuditPage />, route);

const rows = () =>
  within(screen.getByRole('table', { name: 'Audit log' }))
    .getAllByRole('row')
    .slice(1);

describe('AuditPage', () => {
  it('shows each change in product words with its admin, resource and site; an item that still exists is linked', async () => {
    answerLog();
    openPage();
    expect(await screen.findByText('ravi@example.com')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Audit Log' })).toBeInTheDocument();
    const [banner, application] = rows() as [HTMLElement, HTMLElement];
    expect(within(banner).getByText('Ravi')).toBeInTheDocument();
    expect(within(banner).getByText('Banner')).toBeInTheDocument();
    expect(within(banner).getByText('Main site')).toBeInTheDocument();
    expect(within(banner).getByText("Ravi changed the banner 'Monsoon offer'")).toBeInTheDocument();
    expect(within(banner).getByText('No longer stored')).toBeInTheDocument();
    expect(within(banner).queryByRole('link')).toBeNull();
    expect(within(banner).getByText('23 Nov 2026, 3:45 pm')).toBeInTheDocument();
    expect(within(application).getByText('Job application')).toBeInTheDocument();
    expect(within(application).getByText("Meera moved the job application 'Kiran' from Reviewed to Shortlisted")).toBeInTheDocument();
    expect(within(application).getByRole('link', { name: 'Kiran' }).getAttribute('href')).toBe('/admin/inbox/applyJobs/64b000000000000000000002');
    expect(asked[0]!.get('page')).toBe('1');
    expect(asked[0]!.get('limit')).toBe('25');
    expect(asked[0]!.has('resource')).toBe(false);
  });

  it('filters by resource and turns pages through the address and the request', async () => {
    answerLog(60);
    const { user } = openPage();
    await screen.findByText('ravi@example.com');
    expect(screen.getByText('Page 1 of 3')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Page 2 of 3')).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'address' }).textContent).toBe('?page=2');
    expect(asked.at(-1)!.get('page')).toBe('2');

    await user.selectOptions(screen.getByLabelText('Resource'), 'Privacy');
    expect(await screen.findByText('No changes recorded yet.')).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'address' }).textContent).toBe('?resource=Privacy');
    expect(asked.at(-1)!.get('resource')).toBe('Privacy');
    expect(asked.at(-1)!.get('page')).toBe('1');
  });

  it('offers every name the log holds in product words, telling the two sites’ missions apart', async () => {
    answerLog();
    openPage();
    await screen.findByText('ravi@example.com');
    const options = within(screen.getByLabelText('Resource'))
      .getAllByRole('option')
      .map((o) => o.textContent);
    for (const label of [
      'Mission (main site)',
      'Mission (integrated site)',
      'Content history',
      'Interviews',
      'Candidate e-mails',
      'CSV exports',
      'Two-factor sign-in',
      'Admin accounts',
      'Site settings',
      'Privacy',
      'Inbox',
      'Job application',
      'Banner',
    ]) {
      expect(options).toContain(label);
    }
    expect(options.filter((o) => /\(missions\)|\(integratedMission\)|[a-z][A-Z]/.test(o ?? ''))).toEqual([]);
  });

  it('reads the filter and the page from the address, and shows a server error with a retry', async () => {
    server.use(
      http.get(
        `${TEST_API}/admin/audit`,
        ({ request }) => (asked.push(new URL(request.url).searchParams), HttpResponse.json({ message: 'boom' }, { status: 500 })),
      ),
    );
    openPage('/admin/audit?resource=applyJobs&page=3');
    expect(await screen.findByText('The audit log could not be loaded')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(asked[0]!.get('resource')).toBe('applyJobs');
    expect(asked[0]!.get('page')).toBe('3');
    expect((screen.getByLabelText('Resource') as HTMLSelectElement).value).toBe('applyJobs');
    expect(screen.getByRole('status', { name: 'address' }).textContent).toBe('?resource=applyJobs&page=3');
  });
});
