// The e-mail to an admin whose sign-in got several wrong two-factor codes in a row (docs/behaviour.md §25). It holds
// nothing a stranger typed: the admin's own name (as plain words), a count and a time.
import { istWords } from '@site/contracts';
import type { MailConfig } from '../../config/env.js';
import type { Mail } from '../../mail/index.js';
import { accountMail } from '../account-mail.js';

export const wrongCodesMail = (admin: { name: string; email: string }, wrong: { count: number; since: Date }, config: MailConfig): Mail =>
  accountMail(admin, 'Wrong two-factor codes were entered for your admin account', {
    paragraphs: [
      `Someone signing in to your admin account entered ${wrong.count} wrong two-factor codes in a row. The code is asked for only after the right password, so whoever it was knows your password.`,
      'If it was not you, change your password now on My Account: that also signs out every other session. The owners see these wrong codes on the Admins screen.',
    ],
    rows: [
      ['Wrong codes', String(wrong.count)],
      ['Since', istWords(wrong.since)],
    ],
    button: { text: 'Open My Account', href: `${config.siteUrl}/admin/account` },
    closing: 'If it was you, you need do nothing: signing in with a right code clears the count.',
  });
