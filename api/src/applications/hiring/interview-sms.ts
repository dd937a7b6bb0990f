// The SMS of an interview to a candidate with a proved number (docs/behaviour.md §19): its invitation, a new time or
// place, its cancellation and the day-before reminder, in the application's language, with the time in India and the
// place (the firm's own words) with a link to it on a map, or the video link. Fixed words: nothing a visitor typed.
import { type Language } from '@site/contracts';
import type { Doc } from '../../common/resource/resource.service.js';
import { languageOf, momentWords } from '../../mail/index.js';
import { type Sms } from '../../sms/index.js';
import { applicationWords } from '../application-words.js';
import { smsNumberOf } from './sms-number.js';
import type { InterviewChange } from './interview-mail.js';
import { NO_JOB_TITLE } from './job-title.js';
import type { StoredInterview } from './interview-store.js';

export type InterviewSmsKind = InterviewChange | 'shortlisted' | 'reminder';

const WORDS: Record<InterviewSmsKind, string> = {
  scheduled: 'Interview for {jobTitle}: {when}, {place}',
  shortlisted: 'You are shortlisted for {jobTitle}. Interview: {when}, {place}',
  rescheduled: 'Your interview for {jobTitle} is moved to {when}, {place}',
  cancelled: 'Your interview for {jobTitle} on {when} is cancelled.',
  reminder: 'Reminder: your interview for {jobTitle} is tomorrow, {when}, {place}',
};

/** Where the interview is, as a link: a map of its place, else its video call. */
export const placeLink = (interview: Pick<StoredInterview, 'place' | 'videoLink'>) =>
  interview.place ? `https://maps.google.com/?q=${encodeURIComponent(interview.place)}` : (interview.videoLink ?? '');

/** The interview's SMS to the application's candidate; null when they proved no number. */
export function interviewSms(kind: InterviewSmsKind, interview: StoredInterview, application: Doc, localJobTitle: string | null): Sms | null {
  const to = smsNumberOf(application);
  if (!to) return null;
  const language: Language = languageOf(application);
  const t = applicationWords(language);
  const place = interview.place ?? t('video call');
  const words = t(WORDS[kind], { jobTitle: localJobTitle ?? t(NO_JOB_TITLE), when: momentWords(interview.startsAt, language), place });
  const text = kind === 'cancelled' ? words : `${words} ${placeLink(interview)}`;
  return { to, text, template: `interview-${kind}`, about: interview.applicationId };
}
