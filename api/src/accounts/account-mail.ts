// E-mails to the owner of an account, about something done with its address (docs/behaviour.md §11): each names
// only the owner (as plain words) and says what happened in fixed words.
import type { MailConfig } from '../config/env.js';
import { type Mail, plainName, render } from '../mail/index.js';

type Owner = { name: string; email: string };
type Words = Omit<Parameters<typeof render>[0], 'heading' | 'rows'> & { rows?: Parameters<typeof render>[0]['rows'] };

/** An account e-mail to `owner`, greeted by name ("Hello Asha", "Welcome, Asha"; the greeting alone when the name holds no plain words). */
export function accountMail(owner: Owner, subject: string, { rows = [], ...words }: Words, greeting = 'Hello'): Mail {
  const name = plainName(owner.name);
  return { kind: 'account', to: owner.email, subject, ...render({ heading: name ? `${greeting} ${name}` : greeting.replace(/,$/, ''), rows, ...words }) };
}

/** Someone signed up with an address that has an account: its owner hears of it (the sign-up's answer does not say). */
export const signUpAttemptMail = (account: Owner, config: MailConfig): Mail =>
  accountMail(account, 'Someone tried to create an account with your e-mail address', {
    paragraphs: [
      'Someone tried to create an account on our website with this e-mail address, which already has one. No new account was made, and yours has not changed.',
      'If it was you, sign in with your password instead. If it was not, you need do nothing.',
    ],
    button: { text: 'Go to the website', href: config.siteUrl },
  });

/** "Forgot Password": a single-use link to set a new password, valid 30 minutes (docs/behaviour.md §21). */
export const passwordResetMail = (account: Owner, link: string): Mail =>
  accountMail(account, 'Set a new password', {
    paragraphs: [
      'Someone asked to set a new password for your account on our website. The link below works once, for 30 minutes.',
      'Setting a new password signs your account out everywhere else.',
    ],
    button: { text: 'Set a new password', href: link },
    closing: 'If you did not ask for this, you need do nothing: your password has not changed.',
  });

/** A visitor's sign-up: a link confirming their e-mail address (docs/behaviour.md §21). */
export const verificationMail = (account: Owner, link: string): Mail =>
  accountMail(
    account,
    'Please confirm your e-mail address',
    {
      paragraphs: [
        'Thank you for creating an account on our website. Please confirm that this e-mail address is yours: once it is, your account shows the applications you made with it.',
        'The page asks you to sign in to your account if you are not signed in already. The link works once, for 7 days.',
      ],
      button: { text: 'Confirm my e-mail', href: link },
      closing: 'If you did not create an account, you can ignore this e-mail.',
    },
    'Welcome,',
  );
