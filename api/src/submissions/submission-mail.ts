// The two e-mails of a submission (docs/behaviour.md §11): a notification to the company, linking to the back
// office (never the résumé itself: it stays private), and a confirmation to the sender. Each in HTML, in the site's
// colours, and in plain text.
import { RESOURCES, type SubmissionKey } from '@site/contracts';
import { summaryOf } from './summary.js';
import type { MailConfig } from '../config/env.js';
import { type Mail, plainName, render } from '../mail/index.js';

/**
 * What a confirmation may carry besides fixed words: an application's private link (docs/behaviour.md §17) and the
 * job's title as stored from the job (never one the visitor typed, §11).
 */
export interface MailExtras {
  applicationToken?: string;
  jobTitle?: string | null;
}

/** The notification (to `notifyTo`) and the confirmation of one stored submission. */
export function submissionMails(key: SubmissionKey, doc: Record<string, unknown>, config: MailConfig, notifyTo: string, extras: MailExtras = {}): Mail[] {
  const s = summaryOf(key, doc);
  const label = RESOURCES[key].label;
  const filled = s.rows.filter(([, v]) => v !== undefined && v !== null && v !== '').map(([l, v]) => [l, String(v)] as const);
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
      subject: `We received ${s.yours}`,
      ...render({
        heading: plainName(s.name) ? `Thank you, ${plainName(s.name)}` : 'Thank you',
        paragraphs: [`We received ${s.yours}${extras.jobTitle ? ` for ${extras.jobTitle}` : ''} through our website and will get back to you within one working day.`],
        rows: [],
        ...(extras.applicationToken && {
          button: { text: 'Follow your application', href: `${config.siteUrl}/application/${extras.applicationToken}` },
        }),
        closing: 'If you did not write to us, someone may have typed your address by mistake: you can ignore this e-mail.',
      }),
    },
  ];
}
