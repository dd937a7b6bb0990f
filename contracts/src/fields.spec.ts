import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { todayInIndia } from './constants.js';
import { email, mobile, newPassword, sitePath, yearNumber } from './fields.js';
import { registerInput, serviceEnquiryInput } from './submissions.js';
import { editInputOf } from './inputs.js';

const firstMessage = (result: { success: boolean; error?: { issues: Array<{ message: string }> } }) => result.error?.issues.map((i) => i.message);

describe('an empty field says it is required; a wrong value gets the format message', () => {
  it.each([
    ['email', '', email(), ['Email is required']],
    ['email', '   ', email(), ['Email is required']],
    ['email', 'sita@', email(), ['Please enter a valid email address']],
    ['mobile', '', mobile(), ['Mobile number is required']],
    ['mobile', ' - ', mobile(), ['Mobile number is required']],
    ['mobile', '98a', mobile(), ['Mobile number must contain only digits (7 to 15)']],
    ['password', '', newPassword(), ['Password is required']],
    ['password', 'short', newPassword(), ['Password must be at least 8 characters']],
  ] as const)('%s %j', (_name, value, schema, messages) => {
    expect(firstMessage(schema.safeParse(value))).toEqual(messages);
  });

  it('a booking with nothing typed lists only "required" messages', () => {
    const result = serviceEnquiryInput.safeParse({ name: '', email: '', mobile: '', address: '', date: '' });
    expect(firstMessage(result)).toEqual(['Name is required', 'Email is required', 'Mobile number is required', 'Address is required', 'Date is required']);
  });
});

describe('a booking date is today in India or later, whatever the time zone of the machine', () => {
  const tz = process.env.TZ;
  afterEach(() => {
    jest.useRealTimers();
    process.env.TZ = tz;
  });
  const booking = (date: string) => serviceEnquiryInput.safeParse({ name: 'Kiran', email: 'kiran@example.com', mobile: '9822001122', address: 'Pune', date });

  it('refuses 2020-01-01, takes a date ahead; a malformed date keeps its own message', () => {
    expect(firstMessage(booking('2020-01-01'))).toEqual(['Please choose today or a later date']);
    expect(firstMessage(booking('20-05-2031'))).toEqual(['Please choose a valid date']);
    expect(booking('2999-12-31').success).toBe(true);
  });

  const at = (instant: string) =>
    jest.useFakeTimers({ now: new Date(instant), doNotFake: ['setTimeout', 'setInterval', 'setImmediate', 'nextTick', 'queueMicrotask'] });

  it.each(['America/Los_Angeles', 'UTC'])('in %s, at 01:30 on 21 May in India (still the 20th here), the 20th has passed', (zone) => {
    process.env.TZ = zone;
    at('2031-05-20T20:00:00Z');
    expect(todayInIndia()).toBe('2031-05-21');
    expect(firstMessage(booking('2031-05-20'))).toEqual(['Please choose today or a later date']);
    expect(booking('2031-05-21').success).toBe(true);
  });

  it('in Pacific/Kiritimati, at 02:00 on 21 May there (17:30 on the 20th in India), the 20th is still today', () => {
    process.env.TZ = 'Pacific/Kiritimati';
    at('2031-05-20T12:00:00Z');
    expect(todayInIndia()).toBe('2031-05-20');
    expect(booking('2031-05-20').success).toBe(true);
    expect(firstMessage(booking('2031-05-19'))).toEqual(['Please choose today or a later date']);
  });

  it('just before midnight in India the day is still the same one', () => {
    expect(todayInIndia(new Date('2031-05-20T18:29:59Z'))).toBe('2031-05-20');
    expect(todayInIndia(new Date('2031-05-20T18:30:00Z'))).toBe('2031-05-21');
  });

  it("gives the day Intl gives for India's time zone, every 7 hours over two years", () => {
    const india = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' });
    for (let t = Date.parse('2030-01-01T00:00:00Z'); t < Date.parse('2032-01-01T00:00:00Z'); t += 7 * 3_600_000)
      expect([new Date(t).toISOString(), todayInIndia(new Date(t))]).toEqual([new Date(t).toISOString(), india.format(new Date(t))]);
  });

  it('an admin may still correct a booking whose date has passed', () => {
    expect(editInputOf('ServiceEnquiry').safeParse({ name: 'Kiran', date: '2020-01-01' }).success).toBe(true);
    expect(firstMessage(editInputOf('ServiceEnquiry').safeParse({ date: '01/01/2020' }))).toEqual(['Please choose a valid date']);
  });
});

describe('sign-up consent', () => {
  const visitor = { name: 'Asha', mobile: '9822001122', email: 'asha@example.com', password: 'long-enough' };
  it('takes the same consent field as the other visitor forms', () => {
    expect(registerInput.parse({ ...visitor, consent: true }).consent).toBe(true);
    expect(registerInput.parse(visitor).consent).toBeUndefined();
    expect(firstMessage(registerInput.safeParse({ ...visitor, consent: false }))).toEqual(['Please agree to the privacy notice']);
  });
});

describe('sitePath', () => {
  it('takes a page of this site, or nothing', () => {
    for (const ok of ['/main/jobs', '/booking/6744f0c2a1b2c3d4e5f60718', '/integrat/Job?type=full', '']) expect(sitePath().safeParse(ok).success).toBe(true);
    expect(sitePath().parse(undefined)).toBe('');
  });

  it('refuses another site, a script and a path without its leading slash, with one message', () => {
    for (const bad of ['https://evil.example', '//evil.example/x', 'javascript:alert(1)', 'main/jobs', '/\\\\evil.example', '/main jobs']) {
      const result = sitePath().safeParse(bad);
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe('The link must be a page of this site, starting with /, such as /main/jobs');
    }
  });
});

describe('yearNumber', () => {
  it('says an empty year is required, and gives the range for a wrong one', () => {
    for (const empty of ['', '  ', null, undefined]) expect(firstMessage(yearNumber().safeParse(empty))).toEqual(['Year is required']);
    for (const wrong of ['last year', '1800', 2101, 2020.5])
      expect(firstMessage(yearNumber().safeParse(wrong))).toEqual(['Year must be a number between 1900 and 2100']);
    expect(yearNumber().parse('2014')).toBe(2014);
  });
});

describe('a phone number typed in Devanagari digits', () => {
  it('is stored in Latin digits, spaces and dashes dropped as usual', () => {
    expect(mobile().parse('९८७६५४३२१०')).toBe('9876543210');
    expect(mobile().parse('+९१ ९८२२०-१२३४५')).toBe('+919822012345');
    expect(mobile().parse('98२२0 1२345')).toBe('9822012345');
    expect(registerInput.parse({ name: 'सुनील पाटील', mobile: '९८२२००११२२', email: 'sunil@example.com', password: 'long-enough' }).mobile).toBe('9822001122');
  });

  it('still refuses what is not a number, with the same message', () => {
    expect(firstMessage(mobile().safeParse('९८७६अ'))).toEqual(['Mobile number must contain only digits (7 to 15)']);
    expect(firstMessage(mobile().safeParse('१२३'))).toEqual(['Mobile number must contain only digits (7 to 15)']);
  });
});
