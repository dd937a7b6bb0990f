// The two e-mails of a submission (docs/behaviour.md §11): a notification to the company, linking to the back
// office (never a file the visitor sent: it stays private), and a confirmation to the sender. Each in HTML, in the
// site's colours, and in plain text. The confirmation is in the language the visitor wrote in (its kind's words and
// ./locales); the notification, for the back office, stays in English.
import { LANGUAGE_NAMES, languagePath, RESOURCES } from '@site/contracts';
import type { MailConfig } from '../config/env.js';
import { languageOf, type Mail, plainName, render, type Words } from '../mail/index.js';
import { submissionWords } from './enquiry-kinds.js';
import type { MailExtras, SubmissionKind, Summary } from './submission-kind.js';

/** A kind's declaration as one submission reads in it: its summary, and its words in the submission's language. */
export type Told = Pick<SubmissionKind, 'key' | 'received' | 'officeNote'> & { summary: Summary; words: Words };

/**
 * The notification (to `notifyTo`) and the confirmation of one stored submission, from what its kind's room
 * resolved (`told`): this room calls nothing of the kind.
 */
export function submissionMails(told: Told, doc: Record<string, unknown>, config: MailConfig, notifyTo: string, extras: MailExtras = {}): Mail[] {
  const { summary: s, words: own, received } = told;
  const label = RESOURCES[told.key].label;
  const language = languageOf(doc);
  const t = submissionWords(language);
  // The office reads which language to answer in (an English submission's notification is as it always was).
  const languageRow = language === 'en' ? [] : [['Language', LANGUAGE_NAMES[language].english] as const];
  const filled = [...s.rows.filter(([, v]) => v !== undefined && v !== null && v !== '').map(([l, v]) => [l, String(v)] as const), ...languageRow];
  const name = plainName(s.name);
  // The submission's own page in the back-office inbox (docs/behaviour.md §13).
  const link = `${config.siteUrl}/admin/inbox/${told.key}/${String(doc._id)}`;
  return [
    {
      kind: 'notification',
      to: notifyTo,
      ...(s.email && { replyTo: s.email }),
      subject: `New ${label.toLowerCase()} from ${s.name}: ${s.topic}`,
      ...render({
        heading: `New ${label.toLowerCase()}`,
        paragraphs: [`${s.name} sent this through the website.`, ...(told.officeNote ? [told.officeNote] : [])],
        rows: filled,
        button: { text: 'Open in the back office', href: link },
      }),
    },
    // Fixed words: anyone can type someone else's address, so the confirmation repeats nothing they typed but
    // their name, cut to letters (the company's mail server must not carry a stranger's text or links). None
    // without an address (an application by phone: its confirmation goes by SMS).
    ...(s.email
      ? [
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
          } satisfies Mail,
        ]
      : []),
  ];
}
