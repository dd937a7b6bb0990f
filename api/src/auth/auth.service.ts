import { ConflictException, Injectable, UnauthorizedException } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import type { z } from 'zod';
import type { registerInput } from '@site/contracts';
import type { Role, TokenPayload } from '../common/auth/auth.guard.js';
import { type Account, ADMIN_MODEL, PUBLIC_FIELDS, USER_MODEL } from './accounts.schema.js';
import { EMAIL_TAKEN, LOGIN_FAILED, TOKEN_TTL } from './auth.constants.js';
import { checkPassword, hashPassword } from './passwords.js';

/** Sign-in, registration and token issue for both kinds of account; admins and visitors live in separate collections. */
@Injectable()
export class AuthService {
  constructor(
    @InjectModel(ADMIN_MODEL) private readonly admins: Model<Account>,
    @InjectModel(USER_MODEL) private readonly users: Model<Account>,
    private readonly jwt: JwtService,
  ) {}

  /** The account whose password matches, or 401 with one message for an unknown e-mail and a wrong password alike. */
  async signIn(role: Role, email: string, password: string): Promise<Account> {
    const account = await this.accounts(role).findOne({ email }).lean<Account>().exec();
    if (!(await checkPassword(password, account?.passwordHash)) || !account) throw new UnauthorizedException(LOGIN_FAILED);
    return account;
  }

  /** A token carrying the role; `remember` only lengthens an admin's session. */
  issueToken(role: Role, account: Account, remember = false): Promise<string> {
    const payload: TokenPayload = { sub: String(account._id), role, name: account.name };
    const expiresIn = role === 'user' ? TOKEN_TTL.user : remember ? TOKEN_TTL.adminRemembered : TOKEN_TTL.adminSession;
    return this.jwt.signAsync(payload, { expiresIn });
  }

  async registerUser({ name, mobile, email, password }: z.output<typeof registerInput>): Promise<void> {
    if (await this.users.exists({ email })) throw new ConflictException(EMAIL_TAKEN);
    try {
      await this.users.create({ name, mobile, email, passwordHash: await hashPassword(password) });
    } catch (err) {
      // Two registrations racing for one e-mail: the unique index settles it.
      if ((err as { code?: number }).code === 11000) throw new ConflictException(EMAIL_TAKEN);
      throw err;
    }
  }

  /** Accounts without their password hashes: admins oldest first, visitors newest first. */
  list(role: Role) {
    return this.accounts(role)
      .find()
      .select(PUBLIC_FIELDS)
      .sort({ createdAt: role === 'admin' ? 1 : -1 })
      .lean()
      .exec();
  }

  private accounts(role: Role): Model<Account> {
    return role === 'admin' ? this.admins : this.users;
  }
}
