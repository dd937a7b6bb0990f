// A visitor's e-mail confirmation (docs/behaviour.md §21): the sign-up sends a single-use link; an unconfirmed
// account signs in all the same, and "My applications" waits for the confirmation. The link confirms only in the
// account's own session, so whoever confirms both reads the address's mail and knows the account's password.
import { BadRequestException, ForbiddenException, Inject, Injectable, UnauthorizedException } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { isValidObjectId, type Model } from 'mongoose';
import { AUTH_MESSAGES, type Language } from '@site/contracts';
import { APP_CONFIG, type AppConfig } from '../config/env.js';
import { sitePage, verificationMail } from './account-mail.js';
import { MailOutbox } from '../mail/index.js';
import { type Account, USER_MODEL } from './accounts.schema.js';
import { AccountLinks } from './account-links.js';

const SESSION_GONE = 'Your session has expired or is invalid. Please sign in again';

@Injectable()
export class VisitorVerification {
  constructor(
    @InjectModel(USER_MODEL) private readonly users: Model<Account>,
    private readonly links: AccountLinks,
    private readonly mail: MailOutbox,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Sends a new confirmation link (an earlier one keeps working until used or expired), in the language of the page that asked. */
  async send(account: Account, language: Language = 'en'): Promise<void> {
    const token = await this.links.issue('verify', 'user', String(account._id), account.tokenVersion ?? 0);
    // As a reset's: limited by the requests for links (the sign-up's own limit, or the resend's), not the daily confirmations.
    await this.mail.queueFor('account', String(account._id), [
      verificationMail(account, sitePage(this.config.mail, language, `/verify-email/${token}`), language),
    ]);
  }

  /** The signed-in visitor asks again; nothing is sent once the address is confirmed. */
  async resend(id: string, language: Language = 'en'): Promise<void> {
    const account = await this.own(id);
    if (!account.verified) await this.send(account, language);
  }

  /**
   * The link alone confirms nothing: a stranger who signed up with someone else's address (and chose the password)
   * would have it confirmed by its owner's click. A link of another account is refused and left unused.
   */
  async verify(token: string, visitorId: string): Promise<void> {
    const found = await this.links.peek(token);
    if (found && found.purpose === 'verify' && found.role === 'user' && found.accountId !== visitorId)
      throw new ForbiddenException(AUTH_MESSAGES.otherAccountsLink);
    const link = await this.links.take(token, 'verify', 'user');
    const done = link && (await this.users.updateOne({ _id: link.accountId }, { $set: { verified: true } }).exec()).matchedCount;
    if (!done) throw new BadRequestException(AUTH_MESSAGES.linkGone);
  }

  async me(id: string) {
    const { _id, name, email, mobile, verified } = await this.own(id);
    return { user: { _id: String(_id), name, email, ...(mobile && { mobile }), verified: verified === true } };
  }

  /** The confirmed address of a visitor, for what only its owner may see; 403 while it is not confirmed. */
  async confirmedEmailOf(id: string): Promise<string> {
    const account = await this.own(id);
    if (!account.verified) throw new ForbiddenException(AUTH_MESSAGES.notVerified);
    return account.email;
  }

  private async own(id: string): Promise<Account> {
    const account = isValidObjectId(id) ? await this.users.findById(id).lean<Account>().exec() : null;
    if (!account) throw new UnauthorizedException(SESSION_GONE);
    return account;
  }
}
