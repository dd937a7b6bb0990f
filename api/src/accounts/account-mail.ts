// E-mails to the owner of an account, about something done with its address (docs/behaviour.md §11): each names
// only the owner (as plain words) and says what happened in fixed words, in the language of the page the request
// that caused it came from (./locales), with its links to that language's pages. Admins' e-mails are in English.
import { type Language, languagePath } from '@site/contracts';
import type { MailConfig } from '../config/env.js';
import { type Mail, mailWords, plainName, render } from '../mail/index.js';

const words = mailWords(new URL('./locales/', import.meta.url));

type Owner = { name: string; email: string };
type Words = Omit<Parameters<typeof render>[0], 'heading' | 'rows' | 'language'> & { rows?: Parameters<typeof render>[0]['rows'] };

/** An account e-mail to `owner` in English, greeted by name ("Hello Asha", "Welcome, Asha"; the greeting alone when the name holds no plain words). */
export function accountMail(owner: Owner, subject: string, { rows = [], ...words }: Words, greeting = 'Hello'): Mail {
  const name = plainName(owner.name);
  return { kind: 'account', to: owner.email, subject, ...render({ heading: name ? `${greeting} ${name}` : greeting.replace(/,$/, ''), rows, ...words }) };
}

/** A greeting with the owner's name, and alone for a name that holds no plain words. */
type Greeting = { named: string; alone: string };
const HELLO: Greeting = { named: 'Hello {name}', alone: 'Hello' };
const WELCOME: Greeting = { named: 'Welcome, {name}', alone: 'Welcome' };

/** A visitor's account e-mail, its fixed words (English ids) said in `language`. */
function visitorMail(owner: Owner, language: Language, subject: string, { rows = [], ...body }: Words, greeting = HELLO): Mail {
  const t = words(language);
  const name = plainName(owner.name);
  const say = (text?: string) => (text === undefined ? undefined : t(text));
  return {
    kind: 'account',
    to: owner.email,
    subject: t(subject),
    ...render({
      heading: name ? t(greeting.named, { name }) : t(greeting.alone),
      rows,
      paragraphs: body.paragraphs.map((p) => t(p)),
      ...(body.button && { button: { text: t(body.button.text), href: body.button.href } }),
      ...(body.closing !== undefined && { closing: say(body.closing) }),
      language,
    }),
  };
}

/** A page of the site in `language` (English: the address as it always was). */
export const sitePage = (config: MailConfig, language: Language, path: string) =>
  language === 'en' ? `${config.siteUrl}${path}` : `${config.siteUrl}${languagePath(language, path || '/')}`;

/** Someone signed up with an address that has an account: its owner hears of it (the sign-up's answer does not say). */
export const signUpAttemptMail = (account: Owner, config: MailConfig, language: Language = 'en'): Mail =>
  visitorMail(account, language, 'Someone tried to create an account with your e-mail address', {
    paragraphs: [
      'Someone tried to create an account on our website with this e-mail address, which already has one. No new account was made, and yours has not changed.',
      'If it was you, sign in with your password instead. If it was not, you need do nothing.',
    ],
    button: { text: 'Go to the website', href: sitePage(config, language, '') },
  });

/** "Forgot Password": a single-use link to set a new password, valid 30 minutes (docs/behaviour.md §21). */
export const passwordResetMail = (account: Owner, link: string, language: Language = 'en'): Mail =>
  visitorMail(account, language, 'Set a new password', {
    paragraphs: [
      'Someone asked to set a new password for your account on our website. The link below works once, for 30 minutes.',
      'Setting a new password signs your account out everywhere else.',
    ],
    button: { text: 'Set a new password', href: link },
    closing: 'If you did not ask for this, you need do nothing: your password has not changed.',
  });

/** A visitor's sign-up: a link confirming their e-mail address (docs/behaviour.md §21). */
export const verificationMail = (account: Owner, link: string, language: Language = 'en'): Mail =>
  visitorMail(
    account,
    language,
    'Please confirm your e-mail address',
    {
      paragraphs: [
        'Thank you for creating an account on our website. Please confirm that this e-mail address is yours: once it is, your account shows the applications you made with it.',
        'The page asks you to sign in to your account if you are not signed in already. The link works once, for 7 days.',
      ],
      button: { text: 'Confirm my e-mail', href: link },
      closing: 'If you did not create an account, you can ignore this e-mail.',
    },
    WELCOME,
  );
