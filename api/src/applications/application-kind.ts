// A job application as a kind of submission: who applied for which job, with the screening answers under their
// questions (docs/behaviour.md §20), and the words of its confirmation (./locales).
import type { ScreeningAnswer } from '@site/contracts';
import { mobileOf, type SubmissionKind } from '../submissions/index.js';
import { applicationWords } from './application-words.js';

/** An application's screening answers, each under its question. */
const screeningRows = (d: Record<string, unknown>): Array<[string, unknown]> =>
  Array.isArray(d.screening) ? (d.screening as ScreeningAnswer[]).map((a) => [a.question, a.answer || '(not answered)']) : [];

export const APPLICATION_KIND: SubmissionKind = {
  key: 'applyJobs',
  words: applicationWords,
  byJob: true,
  officeNote: 'The résumé is in the back office; it is not attached to e-mails.',
  received: {
    subject: 'We received your application',
    lead: 'We received your application through our website and will get back to you within one working day.',
    leadForJob: 'We received your application for {jobTitle} through our website and will get back to you within one working day.',
  },
  summary: (d) => ({
    topic: String(d.jobTitle),
    name: String(d.name),
    email: typeof d.email === 'string' ? d.email : '',
    rows: [
      ['Job', d.jobTitle],
      ['Name', d.name],
      ['Email', d.email],
      ['Mobile', d.phoneVerified === true ? `${mobileOf(d)} (confirmed by SMS code)` : mobileOf(d)],
      ['Source', d.source],
      ['Address', d.address],
      ['Experience', d.experience],
      ['Qualification', d.qualification],
      ['Skills', d.skills],
      ...screeningRows(d),
    ],
  }),
};
