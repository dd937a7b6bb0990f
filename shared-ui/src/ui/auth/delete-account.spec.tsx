/**
 * @jest-environment jest-fixed-jsdom
 */
// A signed-in visitor deletes their own account from the navigation bar (docs/behaviour.md §14.1), against a
// stand-in API (MSW).
import { beforeEach, describe, expect, it } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import { KEYS } from '../../session/storage';
import { createStore } from '../../store/store';
import { http, HttpResponse, startApiServer } from '../../testing/api-server';
import { renderWithStore, TEST_API } from '../../testing/render';
import { NavBar } from '../navbar/navbar';
import { AuthModals } from './auth-modals';

const server = startApiServer();
const DELETE = `${TEST_API}/admin/UserLogin/deleteAccount`;

beforeEach(() => {
  localStorage.clear();
  localStorage.setItem(KEYS.token, 'visitor-token');
  localStorage.setItem(KEYS.userData, JSON.stringify({ name: 'Asha Rao' }));
});

function renderSignedIn(route = '/integrat/home') {
  const result = renderWithStore(
    <>
      <NavBar variant="integrated" />
      <AuthModals />
    </>,
    { store: createStore(), route, toasts: true },
  );
  return { ...result, nav: screen.getByRole('navigation', { name: 'Main' }) };
}

async function openDialog(route?: string) {
  const rendered = renderSignedIn(route);
  await rendered.user.click(within(rendered.nav).getByRole('button', { name: 'Delete account' }));
  const dialog = await screen.findByRole('dialog', { name: 'Delete your account?' });
  await within(dialog).findByLabelText('Password');
  return { ...rendered, dialog };
}

describe('Delete account', () => {
  it('is offered beside Logout only to a signed-in visitor', () => {
    const { nav } = renderSignedIn();
    const buttons = within(nav)
      .getAllByRole('button')
      .map((b) => b.textContent);
    expect(buttons.slice(-2)).toEqual(['Delete account', 'Logout']);
  });

  it('explains what is removed and what the company keeps, and asks for the password', async () => {
    const { dialog, user } = await openDialog();
    expect(dialog.textContent).toMatch(/Your account and its sign-in are removed for good/);
    expect(dialog.textContent).toMatch(/already sent are kept by the company under its privacy notice, which says how to ask for them to be erased/);
    const link = within(dialog).getByRole('link', { name: 'privacy notice' });
    expect(link.getAttribute('href')).toBe('/integrat/privacy');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(within(dialog).getByLabelText('Password').getAttribute('type')).toBe('password');
    await user.click(within(dialog).getByRole('button', { name: 'Delete account' }));
    expect(await within(dialog).findByText('Password is required')).toBeInTheDocument();
  });

  it('shows a refused password under the field and keeps the visitor signed in', async () => {
    server.use(http.post(DELETE, () => HttpResponse.json({ statusCode: 400, message: 'Password is incorrect' }, { status: 400 })));
    const { dialog, user, store } = await openDialog();
    await user.type(within(dialog).getByLabelText('Password'), 'wrong-password');
    await user.click(within(dialog).getByRole('button', { name: 'Delete account' }));
    const error = await within(dialog).findByText('Password is incorrect');
    expect(within(dialog).getByLabelText('Password').getAttribute('aria-describedby')).toBe(error.id);
    expect(store.getState().session.user).toMatchObject({ name: 'Asha Rao' });
    expect(localStorage.getItem(KEYS.token)).toBe('visitor-token');
  });

  it("sends the password with the visitor's token, then signs the visitor out with the toast", async () => {
    let sent: { auth: string | null; body: unknown } | undefined;
    server.use(
      http.post(DELETE, async ({ request }) => {
        sent = { auth: request.headers.get('Authorization'), body: await request.json() };
        return HttpResponse.json({ message: 'Your account has been deleted' });
      }),
    );
    const { dialog, user, store, nav } = await openDialog('/main/home');
    await user.type(within(dialog).getByLabelText('Password'), 'asha-secret-1');
    await user.click(within(dialog).getByRole('button', { name: 'Delete account' }));
    expect(await screen.findByText('Your account has been deleted')).toBeInTheDocument();
    expect(sent).toEqual({ auth: 'Bearer visitor-token', body: { password: 'asha-secret-1' } });
    expect(store.getState().session.user).toBeNull();
    expect(localStorage.getItem(KEYS.token)).toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(within(nav).getByRole('button', { name: 'Login' })).toBeInTheDocument();
  });

  it('signs the visitor out when the server no longer knows the session', async () => {
    server.use(
      http.post(DELETE, () => HttpResponse.json({ statusCode: 401, message: 'Your session has expired or is invalid. Please sign in again' }, { status: 401 })),
    );
    const { dialog, user, store } = await openDialog();
    await user.type(within(dialog).getByLabelText('Password'), 'asha-secret-1');
    await user.click(within(dialog).getByRole('button', { name: 'Delete account' }));
    expect(await screen.findByText('Your session has ended. Please sign in again.')).toBeInTheDocument();
    expect(store.getState().session.user).toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
