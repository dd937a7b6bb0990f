import { describe, expect, it } from '@jest/globals';
import { interviewSms } from './interview-sms.js';
import type { StoredInterview } from './interview-store.js';

const INTERVIEW: StoredInterview = {
  id: 'i1',
  applicationId: 'a1',
  startsAt: '2026-06-12T05:00:00.000Z',
  minutes: 30,
  place: 'Sentinel House, Pune',
  interviewerId: 'x',
  interviewerName: 'Asha',
  interviewerEmail: 'asha@example.com',
  status: 'Scheduled',
  sequence: 0,
};
const PHONE = { _id: 'a1', name: 'सुनील', candidate: '+919876543210', phoneVerified: true, language: 'mr', jobTitle: 'Security Guard' };

describe('an interview’s SMS', () => {
  it('invites in the application’s language with the time in India and a map of the place', () => {
    const sms = interviewSms('scheduled', INTERVIEW, PHONE, 'सुरक्षा रक्षक')!;
    expect(sms).toMatchObject({ to: '+919876543210', about: 'a1', template: 'interview-scheduled' });
    expect(sms.text).toMatch(/^सुरक्षा रक्षक मुलाखत: .*10:30.*, Sentinel House, Pune https:\/\/maps\.google\.com\/\?q=Sentinel%20House%2C%20Pune$/);
  });

  it('gives the video link of an interview with no place, says a cancellation without a link, and reminds the day before', () => {
    const video = { ...INTERVIEW, place: undefined, videoLink: 'https://meet.example.com/abc' };
    expect(interviewSms('rescheduled', video, { ...PHONE, language: 'en' }, 'Security Guard')!.text).toBe(
      'Your interview for Security Guard is moved to 12 Jun 2026, 10:30 am IST, video call https://meet.example.com/abc',
    );
    expect(interviewSms('cancelled', INTERVIEW, { ...PHONE, language: 'en' }, 'Security Guard')!.text).toBe(
      'Your interview for Security Guard on 12 Jun 2026, 10:30 am IST is cancelled.',
    );
    expect(interviewSms('reminder', INTERVIEW, { ...PHONE, language: 'hi' }, null)!.text).toMatch(/^याद रखें: .* का इंटरव्यू कल, /);
  });

  it('is none for a candidate who proved no number', () => {
    expect(interviewSms('scheduled', INTERVIEW, { ...PHONE, phoneVerified: false }, 'Guard')).toBeNull();
  });
});
