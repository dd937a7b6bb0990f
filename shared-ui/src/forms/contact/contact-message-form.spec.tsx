import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { cleanup, screen } from '@testing-library/react';
import { renderWithStore } from '../../testing/render';
import { ContactMessageForm } from '../../ui/contacts/contact-message-form-lazy';

afterEach(() => {
  cleanup();
  jest.restoreAllMocks();
});

describe('ContactMessageForm', () => {
  it('loads lazily with a labelled field for each userContact field', async () => {
    renderWithStore(<ContactMessageForm />);
    expect(await screen.findByRole('heading', { name: 'Send Us a Message' })).toBeInTheDocument();
    expect(screen.getByLabelText('Your Name').getAttribute('name')).toBe('name');
    expect(screen.getByLabelText('Your Email').getAttribute('name')).toBe('email');
    expect(screen.getByLabelText('Your Email').getAttribute('type')).toBe('email');
    expect(screen.getByLabelText('Subject').getAttribute('name')).toBe('subject');
    expect(screen.getByLabelText('Message').getAttribute('name')).toBe('message');
  });

  it('takes another title and heading level', async () => {
    renderWithStore(<ContactMessageForm title="Get in Touch" headingLevel={3} />);
    const heading = await screen.findByRole('heading', { name: 'Get in Touch' });
    expect(heading.tagName).toBe('H3');
  });

  it('shows the contract messages for missing and malformed fields and sends nothing', async () => {
    const { user } = renderWithStore(<ContactMessageForm />);
    await user.type(await screen.findByLabelText('Your Email'), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid email address')).toBeInTheDocument();
    expect(screen.getByText('Subject is required')).toBeInTheDocument();
    expect(screen.getByText('Message is required')).toBeInTheDocument();
    expect(screen.getByLabelText('Your Name').getAttribute('aria-invalid')).toBe('true');
  });
});
