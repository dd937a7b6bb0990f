import { describe, expect, it } from '@jest/globals';
import ICAL from 'ical.js';
import { addressOf, invitationIcs, uidOf } from './interview-calendar.js';
import type { StoredInterview } from './interview-store.js';

const interview: StoredInterview = {
  id: 'iv-1',
  applicationId: 'app-1',
  startsAt: '2026-06-12T05:00:00.000Z',
  minutes: 45,
  place: 'Pune office, 2nd floor',
  videoLink: 'https://meet.example/abc',
  interviewerId: 'admin-1',
  interviewerName: 'Priya Nair',
  interviewerEmail: 'priya@firm.in',
  note: 'Bring your licence.',
  status: 'Scheduled',
  sequence: 2,
};
/** The interviewer organises the event: the candidate's answer goes to them. */
const organizer = { name: 'Priya Nair', email: 'priya@firm.in' };
const candidate = { name: 'Ravi Kumar', email: 'ravi@example.com' };

/** The calendar and its one event, as a calendar app reads them. */
function parsed(ics: string) {
  const calendar = new ICAL.Component(ICAL.parse(ics));
  const event = calendar.getFirstSubcomponent('vevent')!;
  const value = (name: string) => event.getFirstPropertyValue(name);
  // A calendar address is a mailto: URI, its scheme in either case.
  const address = (uri: unknown) => String(uri).replace(/^mailto:/i, '');
  return {
    calendar,
    event,
    value,
    organizer: address(value('organizer')),
    attendees: event.getAllProperties('attendee').map((p) => address(p.getFirstValue())),
  };
}

describe('addressOf', () => {
  it('takes the address out of a "Name <address>" sender, or the text itself', () => {
    expect(addressOf('Sentinel HR <hr@firm.in>')).toBe('hr@firm.in');
    expect(addressOf('  hr@firm.in ')).toBe('hr@firm.in');
  });
});

describe('invitationIcs', () => {
  it('invites to the interview: its time, length, place, note and link, the interviewer organising and the candidate asked to answer', () => {
    const { calendar, value, organizer: from, attendees } = parsed(invitationIcs(interview, 'Security Guard', organizer, candidate));
    expect(calendar.getFirstPropertyValue('method')).toBe('REQUEST');
    expect((value('dtstart') as ICAL.Time).toJSDate().toISOString()).toBe('2026-06-12T05:00:00.000Z');
    expect((value('dtend') as ICAL.Time).toJSDate().toISOString()).toBe('2026-06-12T05:45:00.000Z');
    expect(value('uid')).toBe(uidOf(interview));
    expect(value('sequence')).toBe(2);
    expect(value('status')).toBe('CONFIRMED');
    expect(value('summary')).toBe('Interview: Security Guard (Sentinel IFS)');
    expect(value('location')).toBe('Pune office, 2nd floor');
    expect(value('description')).toBe('Bring your licence.\n\nVideo link: https://meet.example/abc');
    expect(from).toBe('priya@firm.in');
    expect(attendees).toEqual(['ravi@example.com']);
    expect(
      parsed(invitationIcs(interview, 'Security Guard', organizer, candidate))
        .event.getFirstProperty('attendee')!
        .getParameter('rsvp'),
    ).toBe('TRUE');
  });

  it('names no job the application does not name, and is held by the video link alone without a place', () => {
    const { value } = parsed(invitationIcs({ ...interview, place: undefined, note: undefined }, null, organizer, candidate));
    expect(value('summary')).toBe('Interview (Sentinel IFS)');
    expect(value('location')).toBe('https://meet.example/abc');
    expect(value('description')).toBe('Video link: https://meet.example/abc');
  });

  it('cancels with the same UID and a higher sequence, so a calendar app removes the event it holds', () => {
    const { calendar, value, event } = parsed(invitationIcs({ ...interview, status: 'Cancelled', sequence: 3 }, 'Security Guard', organizer, candidate));
    expect(calendar.getFirstPropertyValue('method')).toBe('CANCEL');
    expect(value('status')).toBe('CANCELLED');
    expect(value('uid')).toBe(uidOf(interview));
    expect(value('sequence')).toBe(3);
    expect(event.getAllProperties('attendee').map((p) => p.getParameter('rsvp'))).toEqual(['FALSE']);
  });

  it('gives every interview its own UID', () => {
    expect(uidOf({ id: 'iv-1' })).toBe('interview-iv-1@sentinel-ifs');
    expect(uidOf({ id: 'iv-2' })).not.toBe(uidOf({ id: 'iv-1' }));
  });

  it('says its summary and description in the candidate’s language (Hindi, Marathi), the same event (UID) as the interviewer’s English copy', () => {
    const hi = parsed(invitationIcs(interview, 'सुरक्षा गार्ड', organizer, candidate, 'hi'));
    expect(hi.value('summary')).toBe('इंटरव्यू: सुरक्षा गार्ड (Sentinel IFS)');
    expect(hi.value('description')).toBe('Bring your licence.\n\nवीडियो लिंक: https://meet.example/abc');
    const mr = parsed(invitationIcs({ ...interview, note: undefined }, null, organizer, candidate, 'mr'));
    expect(mr.value('summary')).toBe('मुलाखत (Sentinel IFS)');
    expect(mr.value('description')).toBe('व्हिडिओ लिंक: https://meet.example/abc');
    expect(mr.calendar.getFirstPropertyValue('prodid')).toBe('-//Sentinel IFS//Hiring//MR');
    expect(mr.value('uid')).toBe(uidOf(interview));
  });
});
