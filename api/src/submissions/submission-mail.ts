// The two e-mails of a submission (docs/behaviour.md §11): a notification to the company, linking to the back
// office (never the résumé itself: it stays private), and a confirmation to the sender. Each in HTML, in the site's
// colours, and in plain text. The confirmation is in the language the visitor wrote in (its words: ./locales); the
// notification, for the back office, stays in English.
import { LANGUAGE_NAMES, languagePath, RESOURCES, type SubmissionKey } from '@site/contracts';
import { summaryOf } from './summary.js';
import type { MailConfig } from '../config/env.js';
import { languageOf, type Mail, mailWords, plainName, render } from '../mail/index.js';

const words = mailWords(new URL('./locales/', import.meta.url));

/** The confirmation's words per type: whole sentences, as Hindi and Marathi agree each with its noun. */
const RECEIVED: Record<SubmissionKey, { subject: string; lead: string; leadForJob?: string }> = {
  applyJobs: {
    subject: 'We received your application',
    lead: 'We received your application through our website and will get back to you within one working day.',
    leadForJob: 'We received your application for {jobTitle} through our website and will get back to you within one working day.',
  },
  ServiceEnquiry: {
    subject: 'We received your booking',
    lead: 'We received your booking through our website and will get back to you within one working day.',
  },
  homeEnquiry: { subject: 'We received your enquiry', lead: 'We received your enquiry through our website and will get back to you within one working day.' },
  userContact: { subject: 'We received your message', lead: 'We received your message through our website and will get back to you within one working day.' },
};

/**
 * What a confirmation may carry besides fixed words: an application's private link (docs/behaviour.md §17) and the
 * job's title as stored from the job, in the application's language (never one the visitor typed, §11).
 */
export interface MailExtras {
  applicationToken?: string;
  jobTitle?: string | null;
}

/** The notification (to `notifyTo`) and the confirmation of one stored submission. */
export function submissionMails(key: SubmissionKey, doc: Record<string, unknown>, config: MailConfig, notifyTo: string, extras: MailExtras = {}): Mail[] {
  const s = summaryOf(key, doc);
  const label = RESOURCES[key].label;
  const language = languageOf(doc);
  const t = words(language);
  // The office reads which language to answer in (an English submission's notification is as it always was).
  const languageRow = language === 'en' ? [] : [['Language', LANGUAGE_NAMES[language].english] as const];
  const filled = [...s.rows.filter(([, v]) => v !== undefined && v !== null && v !== '').map(([l, v]) => [l, String(v)] as const), ...languageRow];
  const name = plainName(s.name);
  const received = RECEIVED[key];
  // The submission's own page in the back-office inbox (docs/behaviour.md §13).
  const link = `${config.siteUrl}/admin/inbox/${key}/${String(doc._id)}`;
  const resumeNote = key === 'applyJobs' ? ['The résumé is in the back office; it is not attached to e-mails.'] : [];
  return [
    {
      kind: 'notification',
      to: notifyTo,
      replyTo: s.email,
      subject: `New ${label.toLowerCase()} from ${s.name}: ${s.topic}`,
      ...render({
        heading: `New ${label.toLowerCase()}`,
        paragraphs: [`${s.name} sent this through the website.`, ...resumeNote],
        rows: filled,
        button: { text: 'Open in the back office', href: link },
      }),
    },
    // Fixed words: anyone can type someone else's address, so the confirmation repeats nothing they typed but
    // their name, cut to letters (the company's mail server must not carry a stranger's text or links).
    {
      kind: 'confirmation',
      to: s.email,
      subject: t(received.subject),
      ...render({
        heading: name ? t('Thank you, {name}', { name }) : t('Thank you'),
        paragraphs: [extras.jobTitle && received.leadForJob ? t(received.leadForJob, { jobTitle: extras.jobTitle }) : t(received.lead)],
        rows: [],
        ...(extras.applicationToken && {
          // The candidate's page in their language.
          button: { text: t('Follow your application'), href: `${config.siteUrl}${languagePath(language, `/application/${extras.applicationToken}`)}` },
        }),
        closing: t('If you did not write to us, someone may have typed your address by mistake: you can ignore this e-mail.'),
        language,
      }),
    },
  ];
}
