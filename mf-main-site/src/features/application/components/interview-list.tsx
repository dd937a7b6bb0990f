import { type CandidateApplication, momentInWords } from '@site/contracts';
import { currentLanguage, t } from '@site/shared-ui';

type Interview = CandidateApplication['application']['interviews'][number];

const stamp = (d: Date) =>
  d
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

/** A one-event iCalendar file the candidate's calendar app opens ("Add to calendar"). */
function icsHref(i: Interview, jobTitle: string) {
  const start = new Date(i.startsAt);
  const end = new Date(start.getTime() + i.minutes * 60_000);
  const text = (s: string) => s.replace(/[\\,;]/g, (c) => `\\${c}`).replace(/\n/g, '\\n');
  const ics = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Sentinel IFS//Candidate page//EN',
    'BEGIN:VEVENT',
    `UID:${i.uid}`,
    `DTSTAMP:${stamp(new Date())}`,
    `DTSTART:${stamp(start)}`,
    `DTEND:${stamp(end)}`,
    `SUMMARY:${text(t('Interview: {job}', { job: jobTitle }))}`,
    ...(i.place || i.videoLink ? [`LOCATION:${text(i.place ?? i.videoLink ?? '')}`] : []),
    'END:VEVENT',
    'END:VCALENDAR',
  ].join('\r\n');
  return `data:text/calendar;charset=utf-8,${encodeURIComponent(ics)}`;
}

/** Upcoming interviews, as the API lists them (scheduled from the back office; a withdrawal cancels them). */
export function InterviewList({ interviews, jobTitle, withdrawn = false }: { interviews: Interview[]; jobTitle: string; withdrawn?: boolean }) {
  if (withdrawn && !interviews.length) return <p className="main-application__muted">{t('You withdrew this application: no interview will take place.')}</p>;
  if (!interviews.length) return <p className="main-application__muted">{t('No interview is scheduled yet. When one is, it will appear here.')}</p>;
  return (
    <ul className="main-application__interviews">
      {interviews.map((i) => (
        <li key={i.id}>
          {/* Worded as the candidate's e-mails word it ("सकाळी 10:30 वाजता", never "10:30 AM"). */}
          <strong>{t('{when} (IST)', { when: momentInWords(i.startsAt, currentLanguage()) })}</strong>
          <span>{i.place ? t('{minutes} minutes, {place}', { minutes: i.minutes, place: i.place }) : t('{minutes} minutes', { minutes: i.minutes })}</span>
          {i.videoLink && <a href={i.videoLink}>{t('Join the video call')}</a>}
          {i.note && <span>{i.note}</span>}
          <a className="ui-button ui-button--ghost" href={icsHref(i, jobTitle)} download="interview.ics">
            {t('Add to calendar')}
          </a>
        </li>
      ))}
    </ul>
  );
}
