// The iCalendar invitation of an interview (RFC 5545, made with ical-generator): REQUEST when it is sent or moved,
// CANCEL when it is called off. One UID for the interview's life and a SEQUENCE raised at each change, so a calendar
// app updates the event it holds instead of adding a second. The candidate's copy says its summary and description
// in the application's language; the interviewer's is in English.
import ical, { ICalAttendeeRole, ICalAttendeeStatus, ICalCalendarMethod, ICalEventStatus } from 'ical-generator';
import { COMPANY, type Language } from '@site/contracts';
import { applicationWords } from '../application-words.js';
import type { StoredInterview } from './interview-store.js';

export interface Person {
  name: string;
  email: string;
}

/** The address of a `Name <address>` sender (or the text itself). */
export const addressOf = (from: string) => /<([^>]+)>/.exec(from)?.[1] ?? from.trim();

export const uidOf = (interview: Pick<StoredInterview, 'id'>) => `interview-${interview.id}@${COMPANY.shortName.toLowerCase().replace(/\W+/g, '-')}`;

/**
 * `jobTitle`: the job's own title (in `language`), or null when the application names none. `organizer`: the
 * interviewer, who gets the candidate's answer; only the candidate is asked for one.
 */
export function invitationIcs(interview: StoredInterview, jobTitle: string | null, organizer: Person, candidate: Person, language: Language = 'en'): string {
  const t = applicationWords(language);
  const cancelled = interview.status === 'Cancelled';
  const calendar = ical({
    prodId: { company: COMPANY.shortName, product: 'Hiring', language: language.toUpperCase() },
    method: cancelled ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.REQUEST,
  });
  const start = new Date(interview.startsAt);
  const company = COMPANY.shortName;
  calendar.createEvent({
    id: uidOf(interview),
    sequence: interview.sequence,
    start,
    end: new Date(start.getTime() + interview.minutes * 60_000),
    stamp: new Date(),
    summary: jobTitle ? t('Interview: {jobTitle} ({company})', { jobTitle, company }) : t('Interview ({company})', { company }),
    description: [interview.note, interview.videoLink && `${t('Video link')}: ${interview.videoLink}`].filter(Boolean).join('\n\n') || null,
    location: interview.place || interview.videoLink || null,
    url: interview.videoLink || null,
    status: cancelled ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    organizer,
    // A candidate who gave no address (a phone application) is told by SMS, not in the calendar.
    attendees: candidate.email ? [{ ...candidate, role: ICalAttendeeRole.REQ, status: ICalAttendeeStatus.NEEDSACTION, rsvp: !cancelled }] : [],
  });
  return calendar.toString();
}
