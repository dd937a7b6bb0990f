/**
 * @jest-environment jest-fixed-jsdom
 */
// The spam-defence fields of a public form and its answer to a rate limit, against a stand-in API (MSW).
import { describe, expect, it } from '@jest/globals';
import { screen } from '@testing-library/react';
import { http, HttpResponse, startApiServer } from '../testing/api-server';
import { renderWithStore, TEST_API } from '../testing/render';
import { ContactMessageForm } from '../ui/contacts/contact-message-form-lazy';

const server = startApiServer();

const CONTACT = `${TEST_API}/admin/userContact/addUserContact`;

/** Fills the form as fast as a browser's autofill would, and sends it; `minFillMs`: the API's minimum the page knows. */
async function fillAndSend({ minFillMs = 0 } = {}) {
  const { user, container } = renderWithStore(<ContactMessageForm />, { toasts: true, minFillMs });
  await user.type(await screen.findByLabelText('Your Name'), 'Rahul Mehta');
  await user.type(screen.getByLabelText('Your Email'), 'rahul@example.com');
  await user.type(screen.getByLabelText('Subject'), 'Quote');
  await user.type(screen.getByLabelText('Message'), 'Please call me.');
  await user.click(screen.getByRole('checkbox', { name: 'I agree to the privacy notice' }));
  await user.click(screen.getByRole('button', { name: 'Send Message' }));
  return { user, container };
}

/** Answers the contact form as stored; gives the last body sent. */
function recordSends() {
  let sent: Record<string, unknown> | undefined;
  server.use(
    http.post(CONTACT, async ({ request }) => {
      sent = (await request.json()) as Record<string, unknown>;
      return HttpResponse.json({ message: 'Contact added successfully', data: { _id: '0123456789abcdef01234567' } }, { status: 201 });
    }),
  );
  return () => sent;
}

describe('spam defence of a public form', () => {
  it('has a trap field that people neither see, hear nor reach with Tab', async () => {
    const { container } = renderWithStore(<ContactMessageForm />);
    await screen.findByLabelText('Your Name');
    const trap = container.querySelector<HTMLInputElement>('input[name="website"]')!;
    expect(trap.tabIndex).toBe(-1);
    expect(trap.autocomplete).toBe('off');
    expect(trap.closest('[aria-hidden="true"]')).toHaveClass('ui-visually-hidden');
    // Not among the form's named controls.
    expect(screen.queryByRole('textbox', { name: 'Leave this field empty' })).toBeNull();
  });

  it('sends the empty trap and how long the form was open with the fields', async () => {
    const sent = recordSends();
    await fillAndSend();
    expect(await screen.findByText('Contact Details submitted successfully!')).toBeInTheDocument();
    expect(sent()).toMatchObject({ name: 'Rahul Mehta', email: 'rahul@example.com', subject: 'Quote', message: 'Please call me.', website: '' });
    expect(sent()!.fillMs).toEqual(expect.any(Number));
    expect(sent()!.fillMs as number).toBeGreaterThanOrEqual(0);
  });

  it("waits out the API's minimum time before sending a form filled faster, showing that it is sending", async () => {
    const sent = recordSends();
    await fillAndSend({ minFillMs: 2000 });
    expect(screen.getByRole('button', { name: 'Sending...' })).toBeDisabled();
    expect(await screen.findByText('Contact Details submitted successfully!', undefined, { timeout: 8000 })).toBeInTheDocument();
    // Sent, and never under the minimum that makes the API take it for a bot's.
    expect(sent()!.fillMs as number).toBeGreaterThanOrEqual(2000);
  }, 15_000);

  it("shows a rate limit's message as the server wrote it", async () => {
    const message = 'Too many forms sent from your connection. Please try again in 10 minutes.';
    server.use(http.post(CONTACT, () => HttpResponse.json({ statusCode: 429, message }, { status: 429, headers: { 'Retry-After': '600' } })));
    await fillAndSend();
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect((screen.getByLabelText('Your Name') as HTMLInputElement).value).toBe('Rahul Mehta');
  });
});
