// The e-mails of a site whose mail goes to a MailDev of its own (the `siteMail` fixture option).
import { expect } from '@playwright/test';
import type { TestSite } from './fixtures';

/** An e-mail as MailDev's JSON list gives it. */
export interface Received {
  id: string;
  subject: string;
  to: Array<{ address: string }>;
  html: string;
  text: string;
  attachments?: Array<{ generatedFileName?: string; fileName?: string; contentType: string }>;
}

/** The first e-mail to `address` that `match` accepts, once it has arrived (`what` names it in a failure). */
export async function arrived(site: TestSite, address: string, match: (m: Received) => boolean, what: string): Promise<Received> {
  let found: Received | undefined;
  await expect
    .poll(
      async () =>
        (found = ((await (await fetch(`${site.mailUrl}/api/email`)).json()) as Received[]).find((m) => m.to.some((t) => t.address === address) && match(m))),
      { message: what, timeout: 30_000 },
    )
    .toBeTruthy();
  return found!;
}
