import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { DEFAULT_BUSINESS_HOURS } from '@site/contracts/constants';
import { cleanup, screen, within } from '@testing-library/react';
import { renderMain } from '../../../testing/render';
import { BookingForm, today } from './booking-form';
import { BusinessHoursPanel, businessDays } from './business-hours';
import { FaqAccordion } from './faq-accordion';

afterEach(cleanup);

describe('business hours', () => {
  it('lists Monday to Sunday and marks a Closed opening time', () => {
    const rows = businessDays(DEFAULT_BUSINESS_HOURS);
    expect(rows.map((r) => r.day)).toEqual(['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']);
    expect(rows[5]).toEqual({ day: 'Saturday', closed: false, hours: '10:00 - 15:00' });
    expect(rows[6]).toEqual({ day: 'Sunday', closed: true, hours: 'Closed' });
  });
  it('uses the default hours for a day the service lacks', () => {
    expect(businessDays({ monday: { openingTime: '00:00', closingTime: '23:59' } }).map((r) => r.hours)).toEqual([
      '00:00 - 23:59',
      '09:00 - 17:00',
      '09:00 - 17:00',
      '09:00 - 17:00',
      '09:00 - 17:00',
      '10:00 - 15:00',
      'Closed',
    ]);
  });
  it('draws Closed with the red class', () => {
    renderMain(<BusinessHoursPanel hours={{ ...DEFAULT_BUSINESS_HOURS, wednesday: { openingTime: 'closed', closingTime: '' } }} />);
    const closed = screen.getAllByText('Closed');
    expect(closed).toHaveLength(2);
    for (const c of closed) expect(c.className).toBe('main-hours__closed');
  });
});

describe('FaqAccordion', () => {
  const faqs = [
    { question: 'Q1?', answer: 'A1' },
    { question: 'Q2?', answer: 'A2' },
    { question: 'Q3?', answer: 'A3' },
  ];
  const expanded = () => screen.getAllByRole('button').map((b) => b.getAttribute('aria-expanded'));
  it('keeps one answer open at a time, the first to start with', async () => {
    const { user } = renderMain(<FaqAccordion faqs={faqs} />);
    expect(expanded()).toEqual(['true', 'false', 'false']);
    expect(screen.getByRole('region', { name: 'Q1?' }).textContent).toBe('A1');
    await user.click(screen.getByRole('button', { name: 'Q3?' }));
    expect(expanded()).toEqual(['false', 'false', 'true']);
    expect(screen.queryByRole('region', { name: 'Q1?' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Q3?' }));
    expect(expanded()).toEqual(['false', 'false', 'false']);
  });
  it('shows nothing without questions', () => {
    const { container } = renderMain(<FaqAccordion faqs={[]} />);
    expect(container.querySelector('.main-faq')).toBeNull();
  });
});

describe('BookingForm', () => {
  it('asks for name, email, mobile, address and date with the contract messages', async () => {
    const onDone = jest.fn();
    const { user } = renderMain(<BookingForm service="Tower Works" onDone={onDone} />);
    const form = screen.getByRole('form', { name: 'Book Tower Works' });
    await user.type(within(form).getByLabelText('Mobile'), '12ab');
    await user.click(within(form).getByRole('button', { name: 'Submit Enquiry' }));
    for (const m of ['Name is required', 'Please enter a valid email address', 'Mobile number must contain only digits (7 to 15)', 'Address is required', 'Please choose a valid date'])
      expect(await within(form).findByText(m)).toBeInTheDocument();
    expect((within(form).getByLabelText('Date') as HTMLInputElement).type).toBe('date');
    expect(onDone).not.toHaveBeenCalled();
  });
  it('offers dates from today on', () => {
    expect(today(new Date(2030, 0, 31, 23, 30))).toBe('2030-01-31');
  });
});
