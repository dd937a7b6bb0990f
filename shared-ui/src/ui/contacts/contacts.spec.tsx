import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { act, cleanup, screen } from '@testing-library/react';
import { renderWithStore } from '../../testing/render';
import { FloatingButtons } from './floating-buttons';
import { TopContactBar } from './top-contact-bar';

const contacts = { phone: '+91 98765 43210', email: 'hello@sentinel-ifs.example', location: 'Pune, India' };

beforeEach(() => {
  window.scrollY = 0;
});
afterEach(() => {
  cleanup();
  jest.restoreAllMocks();
});

describe('TopContactBar', () => {
  it('shows phone, e-mail and location with working links', () => {
    renderWithStore(<TopContactBar contacts={contacts} />);
    expect(screen.getByRole('link', { name: contacts.phone }).getAttribute('href')).toBe('tel:+919876543210');
    expect(screen.getByRole('link', { name: contacts.email }).getAttribute('href')).toBe(`mailto:${contacts.email}`);
    expect(screen.getByText('Pune, India')).toBeInTheDocument();
  });
});

describe('FloatingButtons', () => {
  it('links the chat app to the Phone Number digits in a new tab', () => {
    renderWithStore(<FloatingButtons phone={contacts.phone} />);
    const chat = screen.getByRole('link', { name: /Chat with us on WhatsApp/ });
    expect(chat.getAttribute('href')).toBe('https://wa.me/919876543210');
    expect(chat.getAttribute('target')).toBe('_blank');
    expect(chat.getAttribute('rel')).toContain('noopener');
  });

  it('hides the chat link without a number', () => {
    renderWithStore(<FloatingButtons phone="" />);
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('shows scroll-to-top only after 100 px and scrolls to the top', async () => {
    const scrollTo = jest.fn();
    window.scrollTo = scrollTo as unknown as typeof window.scrollTo;
    const { user } = renderWithStore(<FloatingButtons phone="" />);
    expect(screen.queryByRole('button', { name: 'Scroll to top' })).toBeNull();
    act(() => {
      window.scrollY = 101;
      window.dispatchEvent(new Event('scroll'));
    });
    await user.click(screen.getByRole('button', { name: 'Scroll to top' }));
    expect(scrollTo).toHaveBeenCalledWith(expect.objectContaining({ top: 0 }));
  });
});
