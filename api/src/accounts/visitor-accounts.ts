// The visitors' accounts as privacy reads and erases them (docs/behaviour.md §14): by the whole address, any case.
import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import type { PersonRecord } from '@site/contracts';
import { escapeRegExp } from '../common/resource/list-query.js';
import { type Account, USER_MODEL } from './accounts.schema.js';

/**
 * The address as stored (the contract lower-cases it) or as an older document may hold it in another case: the
 * whole address, ignoring case, as literal text.
 */
export const sameEmail = (email: string) => ({ $regex: `^${escapeRegExp(email)}$`, $options: 'i' });

@Injectable()
export class VisitorAccounts {
  constructor(@InjectModel(USER_MODEL) private readonly users: Model<Account>) {}

  /** The account of an address as a person's record shows it, or null. */
  async personOf(email: string): Promise<PersonRecord['account']> {
    const account = await this.users
      .findOne({ email: sameEmail(email) })
      .select('name email mobile createdAt consent')
      .lean<Account>()
      .exec();
    if (!account) return null;
    const { consent } = account;
    return {
      _id: String(account._id),
      name: account.name,
      email: account.email,
      mobile: account.mobile,
      createdAt: account.createdAt?.toISOString(),
      consent: consent ? { at: consent.at.toISOString(), noticeVersion: consent.noticeVersion } : null,
    };
  }

  /** The ids of the accounts of an address. */
  async idsOf(email: string): Promise<string[]> {
    return (
      await this.users
        .find({ email: sameEmail(email) })
        .select('_id')
        .lean()
        .exec()
    ).map((a) => String(a._id));
  }

  /** Deletes these accounts, each by its id; answers how many went. */
  async remove(ids: string[]): Promise<number> {
    let removed = 0;
    for (const id of ids) removed += (await this.users.deleteOne({ _id: id }).exec()).deletedCount;
    return removed;
  }
}
