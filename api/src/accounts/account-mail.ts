// E-mails to the owner of a visitor account, about something done with its address (docs/behaviour.md §11).
import type { MailConfig } from '../config/env.js';
import { plainName, render } from '../mail/index.js';
import type { Mail } from '../mail/index.js';

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

/** "Forgot Password": a single-use link to set a new password, valid 30 minutes (docs/behaviour.md §21). */
export function passwordResetMail(account: { name: string; email: string }, link: string): Mail {
  const name = plainName(account.name);
  return {
    kind: 'account',
    to: account.email,
    subject: 'Set a new password',
    ...render({
      heading: name ? `Hello ${name}` : 'Hello',
      paragraphs: [
        'Someone asked to set a new password for your account on our website. The link below works once, for 30 minutes.',
        'Setting a new password signs your account out everywhere else.',
      ],
      rows: [],
      button: { text: 'Set a new password', href: link },
      closing: 'If you did not ask for this, you need do nothing: your password has not changed.',
    }),
  };
}

/** A visitor's sign-up: a link confirming their e-mail address (docs/behaviour.md §21). */
export function verificationMail(account: { name: string; email: string }, link: string): Mail {
  const name = plainName(account.name);
  return {
    kind: 'account',
    to: account.email,
    subject: 'Please confirm your e-mail address',
    ...render({
      heading: name ? `Welcome, ${name}` : 'Welcome',
      paragraphs: [
        'Thank you for creating an account on our website. Please confirm that this e-mail address is yours: once it is, your account shows the applications you made with it.',
        'The page asks you to sign in to your account if you are not signed in already. The link works once, for 7 days.',
      ],
      rows: [],
      button: { text: 'Confirm my e-mail', href: link },
      closing: 'If you did not create an account, you can ignore this e-mail.',
    }),
  };
}
