/**
 * @jest-environment jest-fixed-jsdom
 */
import { describe, expect, it } from '@jest/globals';
import { act, screen, within } from '@testing-library/react';
import { openModal } from '../../session/session-slice';
import { http, HttpResponse, startApiServer } from '../../testing/api-server';
import { renderWithStore, TEST_API } from '../../testing/render';
import { AuthModals } from '../../ui/auth/auth-modals';

const server = startApiServer();

async function openSignup(route = '/main/home') {
  const rendered = renderWithStore(<AuthModals />, { route, toasts: true });
  act(() => {
    rendered.store.dispatch(openModal('signup'));
  });
  const dialog = await screen.findByRole('dialog', { name: 'Sign Up' });
  await within(dialog).findByLabelText('Full Name');
  return { ...rendered, dialog };
}

describe('SignupForm', () => {
  it('says each empty field is required, not that its format is wrong', async () => {
    const { user, dialog } = await openSignup();
    await user.click(within(dialog).getByRole('button', { name: 'Sign Up' }));
    for (const m of ['Name is required', 'Mobile number is required', 'Email is required', 'Password is required', 'Please agree to the privacy notice'])
      expect(await within(dialog).findByText(m)).toBeInTheDocument();
    expect(within(dialog).queryByText('Please enter a valid email address')).toBeNull();
    expect(within(dialog).queryByText('Mobile number must contain only digits (7 to 15)')).toBeNull();
    expect(within(dialog).queryByText('Password must be at least 8 characters')).toBeNull();
  });

  it("asks for the visitor forms' consent to the privacy notice and sends consent: true (docs/behaviour.md §14.1)", async () => {
    let sent: Record<string, unknown> | undefined;
    server.use(
      http.post(`${TEST_API}/admin/UserLogin/UserRegister`, async ({ request }) => {
        sent = (await request.json()) as Record<string, unknown>;
        return HttpResponse.json({ message: 'User successfully Register' }, { status: 201 });
      }),
    );
    const { user, dialog, store } = await openSignup('/integrat/home');
    for (const [label, value] of [
      ['Full Name', 'Asha Rao'],
      ['Phone Number', '9876543210'],
      ['Email', 'asha@example.com'],
      ['Password', 'asha-secret-1'],
    ] as const)
      await user.type(within(dialog).getByLabelText(label), value);
    // The same box as every other visitor form: its text, and the site's own notice in a new tab.
    const box = within(dialog).getByRole('checkbox', { name: 'I agree to the privacy notice' });
    const link = within(dialog).getByRole('link', { name: 'privacy notice' });
    expect(link.getAttribute('href')).toBe('/integrat/privacy');
    expect(link.getAttribute('target')).toBe('_blank');

    await user.click(within(dialog).getByRole('button', { name: 'Sign Up' }));
    const error = await within(dialog).findByText('Please agree to the privacy notice');
    expect(box.getAttribute('aria-describedby')).toBe(error.id);
    expect(sent).toBeUndefined();

    await user.click(box);
    await user.click(within(dialog).getByRole('button', { name: 'Sign Up' }));
    expect(await screen.findByText('Registration Successful! Please login')).toBeInTheDocument();
    expect(sent).toMatchObject({ name: 'Asha Rao', email: 'asha@example.com', consent: true });
    expect(store.getState().session.modal).toBe('login');
  });
});
