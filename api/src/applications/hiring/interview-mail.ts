// The invitation e-mails of an interview (docs/behaviour.md §19): one to the candidate and one to the interviewer,
// each in the site's look with the calendar file attached.
import { plainName, render } from '../../mail/index.js';
import type { Mail } from '../../mail/index.js';
import { invitationIcs, type Person } from './interview-calendar.js';
import { FOLLOW_APPLICATION } from './status-mail.js';
import type { StoredInterview } from './interview-store.js';
import { istWords } from '../../common/format/ist-words.js';

export type InterviewChange = 'scheduled' | 'rescheduled' | 'cancelled';

const HEADINGS: Record<InterviewChange, string> = { scheduled: 'Interview invitation', rescheduled: 'Your interview has moved', cancelled: 'Your interview is cancelled' };
const SUBJECTS: Record<InterviewChange, string> = { scheduled: 'Interview invitation', rescheduled: 'Interview moved', cancelled: 'Interview cancelled' };

/**
 * `jobTitle`: the job's own title, or null when the application names none (never a title the visitor typed, §18);
 * `pageUrl`: the candidate's own page, by a link made for this e-mail. The interviewer organises the event: the
 * candidate's answer to the invitation goes to them (never to the site's no-reply sender).
 */
export function interviewMails(change: InterviewChange, interview: StoredInterview, application: { name: string; email: string; jobTitle: string | null; pageUrl: string }): Mail[] {
  const organizer: Person = { name: interview.interviewerName, email: interview.interviewerEmail };
  const candidate: Person = { name: plainName(application.name) || application.email, email: application.email };
  const method = change === 'cancelled' ? 'CANCEL' : 'REQUEST';
  const ics = invitationIcs(interview, application.jobTitle, organizer, candidate);
  const rows = [
    ['When', `${istWords(interview.startsAt)} (${interview.minutes} minutes)`],
    ...(interview.place ? [['Where', interview.place] as const] : []),
    ...(interview.videoLink ? [['Video link', interview.videoLink] as const] : []),
    ['Interviewer', interview.interviewerName],
    ...(interview.note ? [['Note', interview.note] as const] : []),
  ] as const;
  const attachments = [{ filename: change === 'cancelled' ? 'cancel.ics' : 'invite.ics', contentType: `text/calendar; charset=utf-8; method=${method}`, content: ics }];
  const job = application.jobTitle;
  const forJob = job ? ` for ${job}` : '';
  const subject = `${SUBJECTS[change]}: ${job ? `${job}, ` : ''}${istWords(interview.startsAt)}`;
  const lead = change === 'cancelled' ? 'This interview will not take place. We will be in touch.' : 'The calendar file attached adds it to your calendar.';
  return [
    {
      kind: 'interview',
      to: candidate.email,
      subject,
      attachments,
      ...render({
        heading: candidate.name ? `${HEADINGS[change]}, ${candidate.name}` : HEADINGS[change],
        paragraphs: [job ? `For the position of ${job}.` : 'For the position you applied for.', lead],
        rows,
        button: { text: FOLLOW_APPLICATION, href: application.pageUrl },
      }),
    },
    {
      kind: 'interview',
      to: interview.interviewerEmail,
      subject: `${SUBJECTS[change]}: ${candidate.name}${forJob}`,
      attachments,
      ...render({ heading: `${HEADINGS[change]}: ${candidate.name}`, paragraphs: [`You interview ${candidate.name}${forJob}.`, lead], rows }),
    },
  ];
}
