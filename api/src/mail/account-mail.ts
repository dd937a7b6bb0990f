// E-mails to the owner of a visitor account, about something done with its address (docs/behaviour.md §11).
import type { MailConfig } from '../config/env.js';
import { plainName, render } from './mail-layout.js';
import type { Mail } from './submission-mail.js';

/** Someone signed up with an address that has an account: its owner hears of it (the sign-up's answer does not say). */
export function signUpAttemptMail(account: { name: string; email: string }, config: MailConfig): Mail {
  const name = plainName(account.name);
  return {
    kind: 'account',
    to: account.email,
    subject: 'Someone tried to create an account with your e-mail address',
    ...render({
      heading: name ? `Hello ${name}` : 'Hello',
      paragraphs: [
        'Someone tried to create an account on our website with this e-mail address, which already has one. No new account was made, and yours has not changed.',
        'If it was you, sign in with your password instead. If it was not, you need do nothing.',
      ],
      rows: [],
      button: { text: 'Go to the website', href: config.siteUrl },
    }),
  };
}
