// The two e-mails of a submission (docs/behaviour.md §11): a notification to the company, linking to the back
// office (never a file the visitor sent: it stays private), and a confirmation to the sender. Each in HTML, in the
// site's colours, and in plain text. The confirmation is in the language the visitor wrote in (its kind's words and
// ./locales); the notification, for the back office, stays in English.
import { LANGUAGE_NAMES, languagePath, RESOURCES } from '@site/contracts';
import type { MailConfig } from '../config/env.js';
import { languageOf, type Mail, plainName, render } from '../mail/index.js';
import { submissionWords } from './enquiry-kinds.js';
import type { MailExtras, SubmissionKind } from './submission-kind.js';

/** The notification (to `notifyTo`) and the confirmation of one stored submission. */
export function submissionMails(kind: SubmissionKind, doc: Record<string, unknown>, config: MailConfig, notifyTo: string, extras: MailExtras = {}): Mail[] {
  const s = kind.summary(doc);
  const label = RESOURCES[kind.key].label;
  const language = languageOf(doc);
  const t = submissionWords(language);
  const own = kind.words(language);
  // The office reads which language to answer in (an English submission's notification is as it always was).
  const languageRow = language === 'en' ? [] : [['Language', LANGUAGE_NAMES[language].english] as const];
  const filled = [...s.rows.filter(([, v]) => v !== undefined && v !== null && v !== '').map(([l, v]) => [l, String(v)] as const), ...languageRow];
  const name = plainName(s.name);
  const { received } = kind;
  // The submission's own page in the back-office inbox (docs/behaviour.md §13).
  const link = `${config.siteUrl}/admin/inbox/${kind.key}/${String(doc._id)}`;
  return [
    {
      kind: 'notification',
      to: notifyTo,
      replyTo: s.email,
      subject: `New ${label.toLowerCase()} from ${s.name}: ${s.topic}`,
      ...render({
        heading: `New ${label.toLowerCase()}`,
        paragraphs: [`${s.name} sent this through the website.`, ...(kind.officeNote ? [kind.officeNote] : [])],
        rows: filled,
        button: { text: 'Open in the back office', href: link },
      }),
    },
    // Fixed words: anyone can type someone else's address, so the confirmation repeats nothing they typed but
    // their name, cut to letters (the company's mail server must not carry a stranger's text or links).
    {
      kind: 'confirmation',
      to: s.email,
      subject: own(received.subject),
      ...render({
        heading: name ? t('Thank you, {name}', { name }) : t('Thank you'),
        paragraphs: [extras.jobTitle && received.leadForJob ? own(received.leadForJob, { jobTitle: extras.jobTitle }) : own(received.lead)],
        rows: [],
        ...(extras.applicationToken && {
          // The candidate's page in their language.
          button: { text: own('Follow your application'), href: `${config.siteUrl}${languagePath(language, `/application/${extras.applicationToken}`)}` },
        }),
        closing: t('If you did not write to us, someone may have typed your address by mistake: you can ignore this e-mail.'),
        language,
      }),
    },
  ];
}
