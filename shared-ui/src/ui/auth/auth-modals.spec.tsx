import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { act, cleanup, screen, within } from '@testing-library/react';
import { openModal, sessionSlice } from '../../session/session-slice';
import { ToastContainer } from 'react-toastify';
import { renderWithStore, setTestConfig } from '../../testing/render';
import { AuthModals } from './auth-modals';

beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  jest.restoreAllMocks();
});

describe('AuthModals', () => {
  it('shows nothing until the session opens a modal', () => {
    renderWithStore(<AuthModals />);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows one modal at a time and switches between login and signup', async () => {
    const { store, user } = renderWithStore(<AuthModals />);
    act(() => {
      store.dispatch(openModal('login'));
    });
    const login = await screen.findByRole('dialog', { name: 'Login' });
    expect((await within(login).findByLabelText('Email')).getAttribute('type')).toBe('email');
    expect(within(login).getByLabelText('Password').getAttribute('type')).toBe('password');
    expect(within(login).getByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    expect(within(login).getByText(/Don't have an account\?/)).toBeInTheDocument();

    await user.click(within(login).getByRole('button', { name: 'Sign Up' }));
    expect(store.getState().session.modal).toBe('signup');
    const signup = screen.getByRole('dialog', { name: 'Sign Up' });
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    await within(signup).findByLabelText('Full Name');
    for (const label of ['Full Name', 'Phone Number', 'Email', 'Password']) expect(within(signup).getByLabelText(label)).toBeInTheDocument();
    expect(within(signup).getByText(/Already have an account\?/)).toBeInTheDocument();

    await user.click(within(signup).getByRole('button', { name: 'Login' }));
    expect(store.getState().session.modal).toBe('login');
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    expect(screen.getByRole('dialog', { name: 'Login' })).toBeInTheDocument();
  });

  it('closes with the close button', async () => {
    const { store, user } = renderWithStore(<AuthModals />);
    act(() => {
      store.dispatch(openModal('signup'));
    });
    await user.click(await screen.findByRole('button', { name: 'Close' }));
    expect(store.getState().session.modal).toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('checks the login fields before sending anything', async () => {
    const { store, user } = renderWithStore(<AuthModals />);
    act(() => {
      store.dispatch(openModal('login'));
    });
    const login = await screen.findByRole('dialog', { name: 'Login' });
    await user.click(within(login).getByRole('button', { name: 'Sign in' }));
    expect(await within(login).findByText('Email is required')).toBeInTheDocument();
    expect(within(login).getByText('Password is required')).toBeInTheDocument();
    expect(within(login).getByLabelText('Email').getAttribute('aria-invalid')).toBe('true');
    expect(store.getState().session.modal).toBe('login');
  });

  it('checks the signup fields with the shared contract messages', async () => {
    const { store, user } = renderWithStore(<AuthModals />);
    act(() => {
      store.dispatch(openModal('signup'));
    });
    const signup = await screen.findByRole('dialog', { name: 'Sign Up' });
    await user.type(within(signup).getByLabelText('Phone Number'), '12ab');
    await user.type(within(signup).getByLabelText('Email'), 'not-an-email');
    await user.type(within(signup).getByLabelText('Password'), 'short');
    await user.click(within(signup).getByRole('button', { name: 'Sign Up' }));
    expect(await within(signup).findByText('Name is required')).toBeInTheDocument();
    expect(within(signup).getByText('Mobile number must contain only digits (7 to 15)')).toBeInTheDocument();
    expect(within(signup).getByText('Please enter a valid email address')).toBeInTheDocument();
    expect(within(signup).getByText('Password must be at least 8 characters')).toBeInTheDocument();
  });

  it('closes when the visitor is signed in', async () => {
    const { store } = renderWithStore(<AuthModals />);
    act(() => {
      store.dispatch(openModal('login'));
    });
    await screen.findByRole('dialog', { name: 'Login' });
    act(() => {
      store.dispatch(sessionSlice.actions.visitorSignedIn({ token: 't', user: { name: 'Asha' } }));
    });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('sends a valid login through the session and keeps the modal open with the failure toast when it fails', async () => {
    // No server (and no fetch) in jsdom: the request fails, as it would with the API down. RTK Query reports
    // that on the console, which is expected here.
    setTestConfig();
    jest.spyOn(console, 'warn').mockImplementation(() => {});
    jest.spyOn(console, 'error').mockImplementation(() => {});
    const { store, user } = renderWithStore(
      <>
        <AuthModals />
        <ToastContainer />
      </>,
    );
    act(() => {
      store.dispatch(openModal('login'));
    });
    const login = await screen.findByRole('dialog', { name: 'Login' });
    await user.type(within(login).getByLabelText('Email'), 'asha@example.com');
    await user.type(within(login).getByLabelText('Password'), 'secret-password');
    await user.click(within(login).getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Login failed. Please check your credentials.')).toBeInTheDocument();
    expect(store.getState().session.user).toBeNull();
    expect(screen.getByRole('dialog', { name: 'Login' })).toBeInTheDocument();
    expect((within(login).getByRole('button', { name: 'Sign in' }) as HTMLButtonElement).disabled).toBe(false);
  });
});
