/**
 * @jest-environment jest-fixed-jsdom
 */
import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { DEFAULT_BUSINESS_HOURS } from '@site/contracts/constants';
import { http, HttpResponse, startApiServer } from '@site/shared-ui/testing/api-server';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { renderMain, TEST_API } from '../../../testing/render';
import { BookingForm } from './booking-form';
import { BusinessHoursPanel, businessDays, isWholeDay } from './business-hours';
import { FaqAccordion } from './faq-accordion';

afterEach(cleanup);
const server = startApiServer();
/** The service booked: its id is sent with the title the page shows. */
const SERVICE_ID = '0123456789abcdef01234567';

describe('business hours', () => {
  it('lists Monday to Sunday and marks a Closed opening time', () => {
    const rows = businessDays(DEFAULT_BUSINESS_HOURS);
    expect(rows.map((r) => r.day)).toEqual(['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']);
    expect(rows[5]).toEqual({ day: 'Saturday', closed: false, hours: '10:00 - 15:00' });
    expect(rows[6]).toEqual({ day: 'Sunday', closed: true, hours: 'Closed' });
  });
  it('uses the default hours for a day the service lacks', () => {
    expect(businessDays({ monday: { openingTime: '08:00', closingTime: '20:00' } }).map((r) => r.hours)).toEqual([
      '08:00 - 20:00',
      '09:00 - 17:00',
      '09:00 - 17:00',
      '09:00 - 17:00',
      '09:00 - 17:00',
      '10:00 - 15:00',
      'Closed',
    ]);
  });
  it('says "Open 24 hours" for a day open from midnight to midnight', () => {
    const allDay = { openingTime: '00:00', closingTime: '23:59' };
    const rows = businessDays({ ...DEFAULT_BUSINESS_HOURS, monday: allDay, tuesday: { openingTime: '0:00', closingTime: '24:00' } });
    expect(rows.map((r) => r.hours)).toEqual(['Open 24 hours', 'Open 24 hours', '09:00 - 17:00', '09:00 - 17:00', '09:00 - 17:00', '10:00 - 15:00', 'Closed']);
    expect(rows[0]!.closed).toBe(false);
  });
  it('knows a whole day however the times are written, and nothing shorter', () => {
    for (const [open, close] of [
      ['00:00', '23:59'],
      ['00:00', '00:00'],
      ['12 AM', '11:59 PM'],
      ['12:00 am', '12:00 am'],
      ['00.00', '24.00'],
    ])
      expect(isWholeDay(open!, close!)).toBe(true);
    for (const [open, close] of [
      ['00:00', '23:00'],
      ['01:00', '23:59'],
      ['12:00 pm', '11:59 pm'],
      ['00:00', 'late'],
      ['Closed', 'Closed'],
      ['00:00', ''],
    ])
      expect(isWholeDay(open!, close!)).toBe(false);
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
    const { user } = renderMain(<BookingForm service="Tower Works" serviceId={SERVICE_ID} onDone={onDone} />);
    const form = screen.getByRole('form', { name: 'Book Tower Works' });
    await user.type(within(form).getByLabelText('Mobile'), '12ab');
    await user.click(within(form).getByRole('button', { name: 'Submit Enquiry' }));
    // Empty fields say they are required; only the mobile typed wrong gets its format message.
    for (const m of ['Name is required', 'Email is required', 'Mobile number must contain only digits (7 to 15)', 'Address is required', 'Date is required'])
      expect(await within(form).findByText(m)).toBeInTheDocument();
    expect(within(form).queryByText('Please enter a valid email address')).toBeNull();
    await user.clear(within(form).getByLabelText('Mobile'));
    await user.type(within(form).getByLabelText('Email'), 'meera@');
    await user.click(within(form).getByRole('button', { name: 'Submit Enquiry' }));
    for (const m of ['Please enter a valid email address', 'Mobile number is required']) expect(await within(form).findByText(m)).toBeInTheDocument();
    expect((within(form).getByLabelText('Date') as HTMLInputElement).type).toBe('date');
    expect(onDone).not.toHaveBeenCalled();
  });
  it('refuses to send until the privacy notice box is ticked, then sends consent: true and clears the box (docs/behaviour.md §14.1)', async () => {
    let sent: Record<string, unknown> | undefined;
    server.use(
      http.post(`${TEST_API}/admin/ServiceEnquiry/addServiceEnquiry`, async ({ request }) => {
        sent = (await request.json()) as Record<string, unknown>;
        return HttpResponse.json({ message: 'Service enquiry added successfully', data: { _id: '0123456789abcdef01234567' } }, { status: 201 });
      }),
    );
    const onDone = jest.fn();
    const { user } = renderMain(<BookingForm service="Tower Works" serviceId={SERVICE_ID} onDone={onDone} />, { route: '/booking/0123456789abcdef01234567' });
    const form = screen.getByRole('form', { name: 'Book Tower Works' });
    for (const [label, value] of [
      ['Name', 'Meera Shah'],
      ['Email', 'meera@example.com'],
      ['Mobile', '9123456780'],
      ['Address', '12 Park Road'],
    ] as const)
      await user.type(within(form).getByLabelText(label), value);
    fireEvent.change(within(form).getByLabelText('Date'), { target: { value: '2099-01-15' } });
    const box = within(form).getByRole('checkbox', { name: 'I agree to the privacy notice' });
    expect(within(form).getByRole('link', { name: 'privacy notice' }).getAttribute('href')).toBe('/main/privacy');

    await user.click(within(form).getByRole('button', { name: 'Submit Enquiry' }));
    const error = await within(form).findByText('Please agree to the privacy notice');
    expect(box.getAttribute('aria-describedby')).toBe(error.id);
    expect(sent).toBeUndefined();

    await user.click(box);
    await user.click(within(form).getByRole('button', { name: 'Submit Enquiry' }));
    expect(await screen.findByText('Enquiry Added!')).toBeInTheDocument();
    expect(sent).toMatchObject({ name: 'Meera Shah', service: 'Tower Works', serviceId: SERVICE_ID, consent: true });
    expect(box).not.toBeChecked();
    expect(onDone).toHaveBeenCalled();
  });
  it("offers dates from today in India on, and refuses an earlier one with the API's message", async () => {
    // 20:00 UTC on 20 May is already the 21st in India, whatever the zone the browser runs in.
    jest.useFakeTimers({ now: new Date('2031-05-20T20:00:00Z'), advanceTimers: true });
    try {
      const onDone = jest.fn();
      const { user } = renderMain(<BookingForm service="Tower Works" serviceId={SERVICE_ID} onDone={onDone} />);
      const form = screen.getByRole('form', { name: 'Book Tower Works' });
      const date = within(form).getByLabelText('Date') as HTMLInputElement;
      expect(date.min).toBe('2031-05-21');
      fireEvent.change(date, { target: { value: '2031-05-20' } });
      await user.click(within(form).getByRole('button', { name: 'Submit Enquiry' }));
      expect(await within(form).findByText('Please choose today or a later date')).toBeInTheDocument();
      expect(onDone).not.toHaveBeenCalled();
    } finally {
      jest.useRealTimers();
    }
  });
});
