import { afterEach, describe, expect, it } from '@jest/globals';
import { cleanup, screen, within } from '@testing-library/react';
import { renderWithStore } from '../../testing/render';
import { HomeEnquiryForm } from '../../ui/forms/home-enquiry-form-lazy';

afterEach(cleanup);

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
    for (const m of ['Last name is required', 'Please enter a valid email address', 'Mobile number must contain only digits (7 to 15)', 'Please choose a service from the list', 'Description is required'])
      expect(await screen.findByText(m)).toBeInTheDocument();
    expect(screen.queryByText('First name is required')).toBeNull();
    expect(screen.getByLabelText('Email').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByLabelText('First Name').getAttribute('aria-invalid')).toBe('false');
    expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe('asha@');
  });
});
