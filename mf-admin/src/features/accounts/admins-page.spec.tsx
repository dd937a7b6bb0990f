import { describe, expect, it } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse, startApiServer } from '@site/shared-ui/testing/api-server';
import { renderAdminScreen, TEST_API } from '../../testing/render';
import type { AdminAccount } from './api/accounts-api';
import { AdminsPage } from './admins-page';

const server = startApiServer();

const ADMINS: AdminAccount[] = [
  { _id: 'ad1', name: 'Owner One', email: 'owner@example.com', disabled: false, role: 'owner', twoFactor: true, createdAt: '2026-10-01T08:00:00.000Z' },
  // Someone with Ravi's password is guessing codes (docs/behaviour.md §25).
  {
    _id: 'ad2',
    name: 'Ravi',
    email: 'ravi@example.com',
    disabled: false,
    role: 'recruiter',
    twoFactor: true,
    createdAt: '2026-10-02T08:00:00.000Z',
    wrongCodes: { count: 5, since: '2026-11-23T10:15:00.000Z' },
  },
  {
    _id: 'ad3',
    name: 'Meera',
    email: 'meera@example.com',
    disabled: false,
    role: 'editor',
    sites: ['main'],
    twoFactor: false,
    createdAt: '2026-10-03T08:00:00.000Z',
  },
];

function answerAdmins() {
  server.use(
    http.get(`${TEST_API}/admin/AdminLogin/getAdminLogin`, () => HttpResponse.json({ AdminLogin: ADMINS })),
    http.get(`${TEST_API}/admin/AdminLogin/me`, () =>
      HttpResponse.json({ _id: 'ad1', name: 'Owner One', email: 'owner@example.com', role: 'owner', twoFactor: true }),
    ),
    http.get(`${TEST_API}/admin/AdminLogin/twoFactor/policy`, () => HttpResponse.json({ required: false })),
  );
}

const rowOf = (name: string) => screen.getAllByRole('row').find((r) => within(r).queryByText(name, { exact: true }))!;

describe('AdminsPage', () => {
  it("shows the wrong two-factor codes entered at an admin's sign-in, in that admin's row only", async () => {
    answerAdmins();
    renderAdminScreen('/admin/accounts', <AdminsPage />, '/admin/accounts');
    expect(await screen.findByText('5 wrong codes since 23 Nov 2026, 3:45 pm')).toBeInTheDocument();
    expect(within(rowOf('Ravi')).getByText('5 wrong codes since 23 Nov 2026, 3:45 pm')).toBeInTheDocument();
    for (const name of ['Owner One', 'Meera']) expect(within(rowOf(name)).queryByText(/wrong code/)).toBeNull();
  });

  it('adds an admin with the least powerful role unless another is chosen on purpose', async () => {
    answerAdmins();
    const { user } = renderAdminScreen('/admin/accounts', <AdminsPage />, '/admin/accounts');
    await user.click(await screen.findByRole('button', { name: 'Add Admin' }));
    const role = within(screen.getByRole('dialog')).getByLabelText('Role') as HTMLSelectElement;
    expect(role.value).toBe('editor');
    expect([...role.options].map((o) => o.textContent)).toEqual(['Editor', 'Recruiter', 'Owner']);
  });
});
