import { BadRequestException, ConflictException, Inject, Injectable, UnauthorizedException } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import type { Language } from '@site/contracts';
import type { Role, TokenPayload } from '../common/auth/requests.js';
import { type Account, accessOf, ADMIN_LIST_FIELDS, ADMIN_MODEL, PUBLIC_FIELDS, USER_MODEL } from './accounts.schema.js';
import { AUDIENCE, EMAIL_TAKEN, LOGIN_FAILED, TOKEN_TTL, WRONG_PASSWORD } from './auth.constants.js';
import { checkPassword, hashPassword } from './passwords.js';
import { APP_CONFIG, type AppConfig } from '../config/env.js';
import { signUpAttemptMail } from './account-mail.js';
import { MailOutbox } from '../mail/index.js';
import { PrivacyNotices } from '../content/index.js';
import { VisitorVerification } from './visitor-verification.service.js';

/** Sign-in, registration and token issue for both kinds of account; admins and visitors live in separate collections. */
@Injectable()
export class AuthService {
  constructor(
    @InjectModel(ADMIN_MODEL) private readonly admins: Model<Account>,
    @InjectModel(USER_MODEL) private readonly users: Model<Account>,
    private readonly jwt: JwtService,
    private readonly mail: MailOutbox,
    private readonly notices: PrivacyNotices,
    private readonly verification: VisitorVerification,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /**
   * A visitor's sign-up. An address that has an account gets the same answer as a new one (the answer must not
   * tell who has an account here), takes as long (the password is hashed all the same), and its owner is told
   * by e-mail instead. The visitor's agreement to the privacy notice is kept as the forms' submissions keep it.
   */
  async register(
    { consent, ...input }: { name: string; email: string; mobile?: string; password: string; consent?: true },
    language: Language = 'en',
  ): Promise<void> {
    const known = await this.users.findOne({ email: input.email }).lean<Account>().exec();
    if (!known) {
      try {
        const created = await this.create('user', consent ? { ...input, consent: await this.notices.consentNow() } : input);
        await this.verification.send(created, language);
        return;
      } catch (err) {
        if (!(err instanceof ConflictException)) throw err;
      }
    } else await hashPassword(input.password);
    const owner = known ?? (await this.users.findOne({ email: input.email }).lean<Account>().exec());
    if (owner) await this.mail.queueAbout(String(owner._id), signUpAttemptMail(owner, this.config.mail, language));
  }

  /**
   * The account whose password matches, or 401 with one message for an unknown e-mail, a wrong password and a
   * disabled admin alike (so the answer does not tell which accounts exist).
   */
  async signIn(role: Role, email: string, password: string): Promise<Account> {
    const account = await this.accounts(role).findOne({ email }).lean<Account>().exec();
    if (!(await checkPassword(password, account?.passwordHash)) || !account || account.disabled) throw new UnauthorizedException(LOGIN_FAILED);
    return account;
  }

  /**
   * A token for its audience; an admin's names the token version it is valid for. `remember` only lengthens an
   * admin's session; `expiresAt` (seconds) keeps the end of a session whose token is being replaced.
   */
  issueToken(role: Role, account: Account, { remember = false, expiresAt }: { remember?: boolean; expiresAt?: number } = {}): Promise<string> {
    const payload: TokenPayload = { sub: String(account._id), role, name: account.name };
    const versioned = { ...payload, ver: account.tokenVersion ?? 0 };
    if (role === 'user') return this.jwt.signAsync(versioned, { audience: AUDIENCE.visitor, expiresIn: TOKEN_TTL.user });
    const admin = versioned;
    if (expiresAt) return this.jwt.signAsync({ ...admin, exp: expiresAt }, { audience: AUDIENCE.admin });
    return this.jwt.signAsync(admin, { audience: AUDIENCE.admin, expiresIn: remember ? TOKEN_TTL.adminRemembered : TOKEN_TTL.adminSession });
  }

  /**
   * docs/behaviour.md §25: when every admin must sign in with a code, an admin without two-factor gets this instead of
   * a session: it opens the enrolment routes only, for a quarter of an hour.
   */
  issueEnrolmentToken(account: Account): Promise<string> {
    const payload: TokenPayload = { sub: String(account._id), role: 'admin', name: account.name, ver: account.tokenVersion ?? 0 };
    return this.jwt.signAsync(payload, { audience: AUDIENCE.adminEnrolment, expiresIn: TOKEN_TTL.adminEnrolment });
  }

  /** A new account (a visitor's sign-up, or an admin added in the back office); 409 when the e-mail is taken. */
  async create(
    role: Role,
    { password, ...fields }: { name: string; email: string; mobile?: string; password: string; consent?: Account['consent'] } & Pick<Account, 'role' | 'sites'>,
  ): Promise<Account> {
    const accounts = this.accounts(role);
    if (await accounts.exists({ email: fields.email })) throw new ConflictException(EMAIL_TAKEN);
    try {
      return (await accounts.create({ ...fields, passwordHash: await hashPassword(password) })).toObject<Account>();
    } catch (err) {
      // Two sign-ups racing for one e-mail: the unique index settles it.
      if ((err as { code?: number }).code === 11000) throw new ConflictException(EMAIL_TAKEN);
      throw err;
    }
  }

  /**
   * A visitor deletes their own account, confirmed with its password (docs/behaviour.md §14.1). What they sent
   * through the forms is not theirs alone to delete: the company keeps it under its privacy notice.
   */
  async deleteVisitor(id: string, password: string): Promise<void> {
    const account = await this.users.findById(id).lean<Account>().exec();
    // Deleted meanwhile (another tab): the token no longer names an account.
    if (!account) throw new UnauthorizedException('Your session has expired or is invalid. Please sign in again');
    if (!(await checkPassword(password, account.passwordHash))) throw new BadRequestException(WRONG_PASSWORD);
    await this.users.deleteOne({ _id: account._id }).exec();
    await this.mail.removeOf([String(account._id)]);
  }

  /** Accounts without their password hashes: admins oldest first (each with its status), visitors newest first. */
  async list(role: Role) {
    const accounts = await this.accounts(role)
      .find()
      .select(role === 'admin' ? ADMIN_LIST_FIELDS : PUBLIC_FIELDS)
      .sort({ createdAt: role === 'admin' ? 1 : -1 })
      .lean<Account[]>()
      .exec();
    return role === 'admin'
      ? accounts.map(({ totpSecret, ...a }) => ({ ...a, disabled: a.disabled ?? false, ...accessOf(a), twoFactor: Boolean(totpSecret) }))
      : accounts;
  }

  private accounts(role: Role): Model<Account> {
    return role === 'admin' ? this.admins : this.users;
  }
}
