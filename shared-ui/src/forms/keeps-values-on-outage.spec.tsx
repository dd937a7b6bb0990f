/**
 * @jest-environment jest-fixed-jsdom
 */
// docs/behaviour.md §8: when the API answers 503 (its database is restarting), the visitor's forms show the server's
// message and keep everything typed, so the visitor can send again without retyping.
import { describe, expect, it } from '@jest/globals';
import { screen } from '@testing-library/react';
import { fill, startDatabaseDownApi, UNAVAILABLE } from '../testing/database-down';
import { renderWithStore } from '../testing/render';
import { ContactMessageForm } from '../ui/contacts/contact-message-form-lazy';
import { HomeEnquiryForm } from '../ui/forms/home-enquiry-form-lazy';

const databaseDown = startDatabaseDownApi();

describe('visitor forms while the database is down', () => {
  it('contact: shows the message and keeps the fields', async () => {
    const sent = databaseDown('admin/userContact/addUserContact');
    const { user } = renderWithStore(<ContactMessageForm />, { toasts: true });
    const typed = { 'Your Name': 'Asha Rao', 'Your Email': 'asha@example.com', Subject: 'Cleaning quote', Message: 'Three floors, weekly.' };
    for (const [label, value] of Object.entries(typed)) await fill(user, await screen.findByLabelText(label), value);
    await user.click(screen.getByRole('checkbox', { name: 'I agree to the privacy notice' }));
    await user.click(screen.getByRole('button', { name: 'Send Message' }));

    expect(await screen.findByText(UNAVAILABLE)).toBeInTheDocument();
    // (with the spam-defence fields every public form adds)
    expect(sent).toEqual([
      expect.objectContaining({ name: 'Asha Rao', email: 'asha@example.com', subject: 'Cleaning quote', message: 'Three floors, weekly.', consent: true }),
    ]);
    for (const [label, value] of Object.entries(typed)) expect(screen.getByLabelText<HTMLInputElement>(label).value).toBe(value);
    expect(screen.getByRole('checkbox', { name: 'I agree to the privacy notice' })).toBeChecked();
    expect(screen.getByRole('button', { name: 'Send Message' })).toBeEnabled();
  }, 20_000);

  it('home enquiry: shows the message and keeps the fields', async () => {
    const sent = databaseDown('admin/homeEnquiry/addHomeEnquiry');
    const { user } = renderWithStore(<HomeEnquiryForm submitLabel="Submit Inquiry" label="Enquiry" />, { toasts: true });
    const typed = { 'First Name': 'Ravi', 'Last Name': 'Kumar', Email: 'ravi@example.com', Mobile: '9876543210', Description: 'Two towers to wire.' };
    for (const [label, value] of Object.entries(typed)) await fill(user, await screen.findByLabelText(label), value);
    await user.selectOptions(screen.getByLabelText('Service'), 'Tower Works');
    await user.click(screen.getByRole('checkbox', { name: 'I agree to the privacy notice' }));
    await user.click(screen.getByRole('button', { name: 'Submit Inquiry' }));

    expect(await screen.findByText(UNAVAILABLE)).toBeInTheDocument();
    expect(sent).toHaveLength(1);
    for (const [label, value] of Object.entries(typed)) expect(screen.getByLabelText<HTMLInputElement>(label).value).toBe(value);
    expect(screen.getByLabelText<HTMLSelectElement>('Service').value).toBe('Tower Works');
  }, 20_000);
});
