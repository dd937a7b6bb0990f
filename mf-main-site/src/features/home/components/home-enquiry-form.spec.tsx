import { afterEach, describe, expect, it } from '@jest/globals';
import { cleanup, screen, within } from '@testing-library/react';
import { renderMain } from '../../../testing/render';
import { HomeEnquiryForm } from './home-enquiry-form';

afterEach(cleanup);

describe('HomeEnquiryForm', () => {
  it('marks every field required, types e-mail and numeric mobile, and offers the nine services', () => {
    renderMain(<HomeEnquiryForm />);
    const form = screen.getByRole('form', { name: 'Enquiry form' });
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
    expect(options).toHaveLength(9);
    expect(options).toContain('Smart Meter Installation');
  });

  it('shows each message of the contract and keeps the values', async () => {
    const { user } = renderMain(<HomeEnquiryForm />);
    await user.type(screen.getByLabelText('Email'), 'asha@');
    await user.type(screen.getByLabelText('Mobile'), '98765abc');
    await user.click(screen.getByRole('button', { name: 'Submit Enquiry' }));
    for (const m of ['First name is required', 'Last name is required', 'Please enter a valid email address', 'Mobile number must contain only digits (7 to 15)', 'Please choose a service from the list', 'Description is required'])
      expect(await screen.findByText(m)).toBeTruthy();
    expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe('asha@');
  });
});
