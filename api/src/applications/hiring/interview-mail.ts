// The invitation e-mails of an interview (docs/behaviour.md §19): one to the candidate, in the application's
// language, and one to the interviewer, in English; each in the site's look with its calendar file attached.
import type { Language } from '@site/contracts';
import { momentWords, plainName, render } from '../../mail/index.js';
import type { Mail } from '../../mail/index.js';
import { applicationWords } from '../application-words.js';
import { invitationIcs, type Person } from './interview-calendar.js';
import { FOLLOW_APPLICATION } from './status-mail.js';
import type { StoredInterview } from './interview-store.js';

export type InterviewChange = 'scheduled' | 'rescheduled' | 'cancelled';

const HEADINGS: Record<InterviewChange, string> = {
  scheduled: 'Interview invitation',
  rescheduled: 'Your interview has moved',
  cancelled: 'Your interview is cancelled',
};
/** The candidate's heading, with their name (the words around it differ by language). */
const NAMED_HEADINGS: Record<InterviewChange, string> = {
  scheduled: 'Interview invitation, {name}',
  rescheduled: 'Your interview has moved, {name}',
  cancelled: 'Your interview is cancelled, {name}',
};
const SUBJECTS: Record<InterviewChange, string> = { scheduled: 'Interview invitation', rescheduled: 'Interview moved', cancelled: 'Interview cancelled' };

export interface InterviewApplication {
  name: string;
  email: string;
  /** The job's own title as stored (the interviewer's words), or null when the application names none. */
  jobTitle: string | null;
  /** The candidate's own page, by a link made for this e-mail, in their language. */
  pageUrl: string;
  /** The application's language, and the job's title in it: the candidate's e-mail and calendar use these. */
  language?: Language;
  localJobTitle?: string | null;
  /** The candidate was shortlisted and not yet told: the invitation says so (it takes the held status e-mail's place, §18). */
  shortlisted?: boolean;
}

/**
 * Never a title the visitor typed (§18). The interviewer organises the event: the candidate's answer to the
 * invitation goes to them (never to the site's no-reply sender).
 */
export function interviewMails(change: InterviewChange, interview: StoredInterview, application: InterviewApplication): Mail[] {
  const language = application.language ?? 'en';
  const organizer: Person = { name: interview.interviewerName, email: interview.interviewerEmail };
  const candidate: Person = { name: plainName(application.name) || application.email, email: application.email };
  const method = change === 'cancelled' ? 'CANCEL' : 'REQUEST';
  const file = (ics: string) => [
    { filename: change === 'cancelled' ? 'cancel.ics' : 'invite.ics', contentType: `text/calendar; charset=utf-8; method=${method}`, content: ics },
  ];
  const job = application.jobTitle;
  const localJob = application.localJobTitle === undefined ? job : application.localJobTitle;

  /** The words of one reader's copy: the candidate's language or the interviewer's English. */
  const copy = (lang: Language) => {
    const t = applicationWords(lang);
    const when = momentWords(interview.startsAt, lang);
    const rows = [
      [t('When'), t('{when} ({minutes} minutes)', { when, minutes: interview.minutes })],
      ...(interview.place ? [[t('Where'), interview.place] as const] : []),
      ...(interview.videoLink ? [[t('Video link'), interview.videoLink] as const] : []),
      [t('Interviewer'), interview.interviewerName],
      ...(interview.note ? [[t('Note'), interview.note] as const] : []),
    ] as const;
    const lead = t(
      change === 'cancelled' ? 'This interview will not take place. We will be in touch.' : 'The calendar file attached adds it to your calendar.',
    );
    return { t, when, rows, lead };
  };

  const forCandidate = copy(language);
  const { t } = forCandidate;
  const attachments = file(invitationIcs(interview, localJob, organizer, candidate, language));
  const toCandidate: Mail = {
    kind: 'interview',
    to: candidate.email,
    subject: `${t(SUBJECTS[change])}: ${localJob ? `${localJob}, ` : ''}${forCandidate.when}`,
    attachments,
    ...render({
      heading: candidate.name ? t(NAMED_HEADINGS[change], { name: candidate.name }) : t(HEADINGS[change]),
      paragraphs: [
        ...(application.shortlisted ? [t('Good news: your application has been shortlisted, and we would like to meet you.')] : []),
        localJob ? t('For the position of {jobTitle}.', { jobTitle: localJob }) : t('For the position you applied for.'),
        forCandidate.lead,
      ],
      rows: forCandidate.rows,
      button: { text: t(FOLLOW_APPLICATION), href: application.pageUrl },
      language,
    }),
  };

  // The office's copy: the same calendar event (UID) in English, naming the job as stored.
  const forOffice = language === 'en' ? forCandidate : copy('en');
  const forJob = job ? ` for ${job}` : '';
  const toInterviewer: Mail = {
    kind: 'interview',
    to: interview.interviewerEmail,
    subject: `${SUBJECTS[change]}: ${candidate.name}${forJob}`,
    attachments: language === 'en' ? attachments : file(invitationIcs(interview, job, organizer, candidate)),
    ...render({
      heading: `${HEADINGS[change]}: ${candidate.name}`,
      paragraphs: [`You interview ${candidate.name}${forJob}.`, forOffice.lead],
      rows: forOffice.rows,
    }),
  };
  // A candidate who gave no address hears by SMS (interview-sms.ts).
  return application.email ? [toCandidate, toInterviewer] : [toInterviewer];
}
