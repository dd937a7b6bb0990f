// "Forgot Password" for visitors and admins (docs/behaviour.md §21): an e-mailed single-use link, valid 30 minutes,
// sets a new password and ends every session of the account.
import { BadRequestException, Inject, Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { isValidObjectId, type Model } from 'mongoose';
import { InjectPinoLogger, PinoLogger } from 'nestjs-pino';
import { AUTH_MESSAGES, type Language } from '@site/contracts';
import type { Role } from '../common/auth/requests.js';
import { APP_CONFIG, type AppConfig } from '../config/env.js';
import { passwordResetMail, sitePage } from './account-mail.js';
import { MailOutbox } from '../mail/index.js';
import { type Account, ADMIN_MODEL, USER_MODEL } from './accounts.schema.js';
import { AccountLinks } from './account-links.js';
import { AdminSessions } from './admin-sessions.js';
import { hashPassword } from './passwords.js';

@Injectable()
export class PasswordReset {
  constructor(
    @InjectModel(ADMIN_MODEL) private readonly admins: Model<Account>,
    @InjectModel(USER_MODEL) private readonly users: Model<Account>,
    private readonly links: AccountLinks,
    private readonly mail: MailOutbox,
    private readonly sessions: AdminSessions,
    @InjectPinoLogger('PasswordReset') private readonly logger: PinoLogger,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /**
   * Sends the link if the address has an (enabled) account. The caller answers the same either way, and at once:
   * the link is made and queued after the answer, so its time does not tell a known address from an unknown one.
   * A visitor's e-mail is in `language`, the language of the page that asked, and links to that page's language.
   */
  request(role: Role, email: string, language: Language = 'en'): void {
    void this.send(role, email, language).catch((err: Error) => this.logger.error(`Could not send a password reset link: ${err.message}`));
  }

  private async send(role: Role, email: string, language: Language) {
    const account = await this.model(role).findOne({ email }).lean<Account>().exec();
    if (!account || account.disabled) return;
    const token = await this.links.issue('reset', role, String(account._id), account.tokenVersion ?? 0);
    // Visitors reset on the site, in their language; admins in the back office, in English (both pages end in /reset-password/<token>).
    const mail =
      role === 'admin'
        ? passwordResetMail(account, `${this.config.mail.siteUrl}/admin/reset-password/${token}`)
        : passwordResetMail(account, sitePage(this.config.mail, language, `/reset-password/${token}`), language);
    // Not counted against the address's daily confirmations: the requests for links have their own limit per address.
    await this.mail.queueFor('account', String(account._id), [mail]);
  }

  /**
   * Throws the link's "expired or already used" unless it would set a password now; it is not used up. The page
   * asks first, so the visitor is told at once instead of after typing a new password twice.
   */
  async check(role: Role, token: string): Promise<void> {
    const link = await this.links.peek(token);
    const usable = link && link.purpose === 'reset' && link.role === role && link.expiresAt.getTime() > Date.now();
    const account = usable && isValidObjectId(link.accountId) ? await this.model(role).findById(link.accountId).lean<Account>().exec() : null;
    if (!usable || !account || account.disabled || (account.tokenVersion ?? 0) !== link.tokenVersion) throw new BadRequestException(AUTH_MESSAGES.linkGone);
  }

  /**
   * Uses the link up and sets the password. Raising the token version ends every session of the account, and
   * every other reset link sent before (they name the old version). A visitor's reset also confirms the address:
   * the link reached it.
   */
  async reset(role: Role, token: string, password: string): Promise<void> {
    const link = await this.links.take(token, 'reset', role);
    const account = link && isValidObjectId(link.accountId) ? await this.model(role).findById(link.accountId).lean<Account>().exec() : null;
    if (!link || !account || account.disabled || (account.tokenVersion ?? 0) !== link.tokenVersion) throw new BadRequestException(AUTH_MESSAGES.linkGone);
    const set = { passwordHash: await hashPassword(password), ...(role === 'user' && { verified: true }) };
    // By `_id` alone (any other filter reads the whole collection on the embedded database).
    await this.model(role)
      .updateOne({ _id: account._id }, { $set: set, $inc: { tokenVersion: 1 } })
      .exec();
    if (role === 'admin') this.sessions.forget(String(account._id));
  }

  private model(role: Role): Model<Account> {
    return role === 'admin' ? this.admins : this.users;
  }
}
