// The company's notice that a candidate withdrew from their own page (docs/behaviour.md §17).
import type { MailConfig } from '../../config/env.js';
import { plainName, render } from '../../mail/index.js';

export function withdrawnMail(application: { _id: unknown; name?: unknown; jobTitle?: unknown }, config: MailConfig) {
  const name = plainName(String(application.name ?? '')) || 'A candidate';
  const job = String(application.jobTitle ?? '');
  return {
    subject: `Application withdrawn: ${name}, ${job}`,
    ...render({
      heading: 'Application withdrawn',
      paragraphs: [`${name} withdrew their application for ${job} from their own page on the website.`],
      rows: [],
      button: { text: 'Open in the back office', href: `${config.siteUrl}/admin/inbox/applyJobs/${String(application._id)}` },
    }),
  };
}
