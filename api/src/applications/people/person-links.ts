// What recruiters said about two applications: the same person, or not (docs/behaviour.md §16.3). One document per
// pair, `<id>|<id>` in order, read and written by `_id` only.
import { Injectable } from '@nestjs/common';
import type { Collection } from 'mongodb';
import type { TokenPayload } from '../../common/auth/requests.js';
import { InjectCollection } from '../../common/collections.js';

export const PERSON_LINKS = 'personlinks';

export interface PersonLink {
  _id: string;
  same: boolean;
  by: string;
  byName: string;
  at: Date;
}

const pairOf = (a: string, b: string) => (a < b ? `${a}|${b}` : `${b}|${a}`);

@Injectable()
export class PersonLinks {
  constructor(@InjectCollection(PERSON_LINKS) private readonly pairs: Collection<PersonLink>) {}

  /** What was said about `id` and each of `others` (those never linked or unlinked are absent). */
  async of(id: string, others: string[]): Promise<Map<string, PersonLink>> {
    const found = await Promise.all(others.map(async (other) => [other, await this.pairs.findOne({ _id: pairOf(id, other) })] as const));
    return new Map(found.filter((f): f is readonly [string, PersonLink] => f[1] !== null));
  }

  async set(a: string, b: string, same: boolean, actor: TokenPayload) {
    const _id = pairOf(a, b);
    await this.pairs.replaceOne({ _id }, { same, by: actor.sub, byName: actor.name ?? '', at: new Date() }, { upsert: true });
  }
}
