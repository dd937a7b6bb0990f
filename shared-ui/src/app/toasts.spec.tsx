import { afterEach, describe, expect, it } from '@jest/globals';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { toast } from '../lib/toast';
import Toasts from './toasts';

afterEach(cleanup);

describe('Toasts', () => {
  it('sit just below the bars marked data-toasts-below (the navigation, the back office top bar), not over them', async () => {
    render(
      <>
        <nav data-toasts-below="">navigation</nav>
        <Toasts />
      </>,
    );
    // jsdom lays nothing out: the bar says where it ends.
    screen.getByText('navigation').getBoundingClientRect = () => ({ bottom: 148.4 }) as DOMRect;
    act(() => toast.info('Saved'));
    await screen.findByText('Saved');
    await waitFor(() => expect((document.querySelector('.Toastify__toast-container') as HTMLElement).style.top).toBe('calc(148px + 0.5rem)'));
  });

  it('follow the bars while on screen: a bar that comes with the next page pushes them down', async () => {
    const page = (bar: boolean) => (
      <>
        {bar && <header data-toasts-below="">top bar</header>}
        <Toasts />
      </>
    );
    const { rerender } = render(page(false));
    act(() => toast.success('Admin Login Successful'));
    await screen.findByText('Admin Login Successful');
    const container = () => (document.querySelector('.Toastify__toast-container') as HTMLElement).style.top;
    expect(container()).toBe('calc(0px + 0.5rem)');
    // The back office's top bar arrives after the toast (sign-in, then the dashboard).
    rerender(page(true));
    screen.getByText('top bar').getBoundingClientRect = () => ({ bottom: 64 }) as DOMRect;
    await waitFor(() => expect(container()).toBe('calc(64px + 0.5rem)'));
  });

  it('replace the last toast of the same topic, and leave other topics alone', async () => {
    render(<Toasts />);
    act(() => toast.error('Login failed. Please check your credentials.', { topic: 'visitor-session' }));
    act(() => toast.success('Inquiry submitted successfully!', { topic: 'homeEnquiry' }));
    await screen.findByText('Login failed. Please check your credentials.');
    act(() => toast.success('User Login Successful', { topic: 'visitor-session' }));
    await screen.findByText('User Login Successful');
    // Leaving (jsdom plays no exit animation to its end, so the element stays, marked as on its way out).
    const leaving = (text: string) => screen.queryByText(text)?.closest('.Toastify__toast')?.getAttribute('data-in');
    await waitFor(() => expect(leaving('Login failed. Please check your credentials.')).toBe('false'));
    expect(leaving('User Login Successful')).toBe('true');
    expect(leaving('Inquiry submitted successfully!')).toBe('true');
  });
});
