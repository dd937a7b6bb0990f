import { Injectable } from '@nestjs/common';
import { AfterEffects } from '../common/events/after-effects.js';
import { DomainEventBus } from '../common/events/domain-events.js';
import { PrivacyNotices } from '../content/index.js';
import { SubmissionIndex } from './submission-index.js';
import { SubmissionKinds } from './submission-kind.js';

/**
 * What every kind's pipeline (submission-hooks.ts) works with: the consent's notice, the facts it publishes and the
 * after-effects that carry them over a crash, the kinds, and the lists a page of a kind is read from.
 */
@Injectable()
export class SubmissionParts {
  constructor(
    readonly index: SubmissionIndex,
    readonly notices: PrivacyNotices,
    readonly events: DomainEventBus,
    readonly effects: AfterEffects,
    readonly kinds: SubmissionKinds,
  ) {}
}
