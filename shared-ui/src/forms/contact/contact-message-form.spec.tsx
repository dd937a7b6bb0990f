/**
 * @jest-environment jest-fixed-jsdom
 */
import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { screen } from '@testing-library/react';
import { http, HttpResponse, startApiServer } from '../../testing/api-server';
import { renderWithStore, TEST_API } from '../../testing/render';
import { ContactMessageForm } from '../../ui/contacts/contact-message-form-lazy';

const server = startApiServer();

afterEach(() => {
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

  it('refuses to send until the privacy notice box is ticked, then sends consent: true and clears the box (docs/behaviour.md §14.1)', async () => {
    let sent: Record<string, unknown> | undefined;
    server.use(
      http.post(`${TEST_API}/admin/userContact/addUserContact`, async ({ request }) => {
        sent = (await request.json()) as Record<string, unknown>;
        return HttpResponse.json({ message: 'Contact added successfully', data: { _id: '0123456789abcdef01234567' } }, { status: 201 });
      }),
    );
    const { user } = renderWithStore(<ContactMessageForm />, { route: '/main/contact', toasts: true });
    await user.type(await screen.findByLabelText('Your Name'), 'Rahul Mehta');
    await user.type(screen.getByLabelText('Your Email'), 'rahul@example.com');
    await user.type(screen.getByLabelText('Subject'), 'Quote');
    await user.type(screen.getByLabelText('Message'), 'Please call me.');
    const box = screen.getByRole('checkbox', { name: 'I agree to the privacy notice' });
    expect(screen.getByRole('link', { name: 'privacy notice' }).getAttribute('href')).toBe('/main/privacy');

    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    const error = await screen.findByText('Please agree to the privacy notice');
    expect(box.getAttribute('aria-describedby')).toBe(error.id);
    expect(sent).toBeUndefined();

    await user.click(box);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText('Contact Details submitted successfully!')).toBeInTheDocument();
    expect(sent).toMatchObject({ name: 'Rahul Mehta', consent: true });
    expect(box).not.toBeChecked();
    expect(screen.queryByText('Please agree to the privacy notice')).toBeNull();
  });
});
