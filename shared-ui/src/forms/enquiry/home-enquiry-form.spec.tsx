/**
 * @jest-environment jest-fixed-jsdom
 */
import { describe, expect, it } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse, startApiServer } from '../../testing/api-server';
import { renderWithStore, TEST_API } from '../../testing/render';
import { HomeEnquiryForm } from '../../ui/forms/home-enquiry-form-lazy';

const server = startApiServer();

describe('HomeEnquiryForm', () => {
  it('loads lazily, names each control after its API field, marks it required and offers the nine services', async () => {
    renderWithStore(
      <>
        <h2 id="t">Get in Touch</h2>
        <HomeEnquiryForm labelledBy="t" submitLabel="Send Enquiry" />
      </>,
    );
    const form = await screen.findByRole('form', { name: 'Get in Touch' });
    for (const [label, name] of [
      ['First Name', 'firstName'],
      ['Last Name', 'lastName'],
      ['Email', 'email'],
      ['Mobile', 'mobile'],
      ['Service', 'service'],
      ['Description', 'description'],
    ] as const) {
      const field = within(form).getByLabelText(label) as HTMLInputElement;
      expect(field.name).toBe(name);
      expect(field.required).toBe(true);
    }
    expect((within(form).getByLabelText('Email') as HTMLInputElement).type).toBe('email');
    expect(within(form).getByLabelText('Mobile').getAttribute('inputmode')).toBe('numeric');
    const options = [...(within(form).getByLabelText('Service') as HTMLSelectElement).options].map((o) => o.value).filter(Boolean);
    expect(options).toEqual([
      'Smart Meter Installation',
      'Tower Works',
      'CCTV Installation',
      'Housekeeping Services',
      'Security Services',
      'Pest Control Services',
      'Payroll Management',
      'Hiring Services',
      'Eco-Friendly Cleaning',
    ]);
  });

  it("shows the contract's message beside each wrong field and keeps what was typed", async () => {
    const { user } = renderWithStore(<HomeEnquiryForm label="Enquiry form" submitLabel="Submit Enquiry" />);
    expect(await screen.findByRole('form', { name: 'Enquiry form' })).toBeInTheDocument();
    await user.type(screen.getByLabelText('First Name'), 'Asha');
    await user.type(screen.getByLabelText('Email'), 'asha@');
    await user.type(screen.getByLabelText('Mobile'), '98765abc');
    await user.click(screen.getByRole('button', { name: 'Submit Enquiry' }));
    for (const m of [
      'Last name is required',
      'Please enter a valid email address',
      'Mobile number must contain only digits (7 to 15)',
      'Please choose a service from the list',
      'Description is required',
    ])
      expect(await screen.findByText(m)).toBeInTheDocument();
    expect(screen.queryByText('First name is required')).toBeNull();
    expect(screen.getByLabelText('Email').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByLabelText('First Name').getAttribute('aria-invalid')).toBe('false');
    expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe('asha@');
  });

  it('says an empty e-mail and mobile are required, not that their format is wrong', async () => {
    const { user } = renderWithStore(<HomeEnquiryForm label="Enquiry form" submitLabel="Submit Enquiry" />);
    await screen.findByRole('form', { name: 'Enquiry form' });
    await user.click(screen.getByRole('button', { name: 'Submit Enquiry' }));
    for (const m of ['First name is required', 'Last name is required', 'Email is required', 'Mobile number is required', 'Description is required'])
      expect(await screen.findByText(m)).toBeInTheDocument();
    expect(screen.queryByText('Please enter a valid email address')).toBeNull();
    expect(screen.queryByText('Mobile number must contain only digits (7 to 15)')).toBeNull();
  });

  it('refuses to send until the privacy notice box is ticked, then sends consent: true and clears the box (docs/behaviour.md §14.1)', async () => {
    let sent: Record<string, unknown> | undefined;
    server.use(
      http.post(`${TEST_API}/admin/homeEnquiry/addHomeEnquiry`, async ({ request }) => {
        sent = (await request.json()) as Record<string, unknown>;
        return HttpResponse.json({ message: 'Home enquiry added successfully', data: { _id: '0123456789abcdef01234567' } }, { status: 201 });
      }),
    );
    const { user } = renderWithStore(<HomeEnquiryForm label="Enquiry form" submitLabel="Submit Enquiry" />, { route: '/integrat/home', toasts: true });
    const form = await screen.findByRole('form', { name: 'Enquiry form' });
    for (const [label, value] of [
      ['First Name', 'Asha'],
      ['Last Name', 'Rao'],
      ['Email', 'asha@example.com'],
      ['Mobile', '9876543210'],
      ['Description', 'Weekly cleaning of two floors.'],
    ] as const)
      await user.type(within(form).getByLabelText(label), value);
    await user.selectOptions(within(form).getByLabelText('Service'), 'Housekeeping Services');
    const box = within(form).getByRole('checkbox', { name: 'I agree to the privacy notice' });
    // The notice of the site the form is on, in a new tab so the typed values stay.
    const link = within(form).getByRole('link', { name: 'privacy notice' });
    expect(link.getAttribute('href')).toBe('/integrat/privacy');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener');

    await user.click(within(form).getByRole('button', { name: 'Submit Enquiry' }));
    const error = await within(form).findByText('Please agree to the privacy notice');
    expect(box.getAttribute('aria-invalid')).toBe('true');
    expect(box.getAttribute('aria-describedby')).toBe(error.id);
    expect(sent).toBeUndefined();

    await user.click(box);
    await user.click(within(form).getByRole('button', { name: 'Submit Enquiry' }));
    expect(await screen.findByText('Inquiry submitted successfully!')).toBeInTheDocument();
    expect(sent).toMatchObject({ firstName: 'Asha', service: 'Housekeeping Services', consent: true });
    expect(box).not.toBeChecked();
    expect((within(form).getByLabelText('First Name') as HTMLInputElement).value).toBe('');
  });
});
