// A recruiter's word on two applications goes into both histories (docs/behaviour.md §16.3), before the answer.
import { Injectable } from '@nestjs/common';
import { type DomainEvents, OnDomainEvent } from '../../common/events/domain-events.js';
import type { Doc } from '../../common/resource/resource-hooks.js';
import { SubmissionHistory } from '../../submissions/index.js';
import { APPLICATION_KIND } from '../application-kind.js';
import './events.js';

/** "Meena Iyer (Security Guard)": the other application as the line names it. */
const named = (d: Doc) => `${String(d.name ?? '')} (${String(d.jobTitle ?? '')})`;

@Injectable()
export class PeopleListeners {
  constructor(private readonly history: SubmissionHistory) {}

  @OnDomainEvent('application.personLinked')
  async written({ applications: [a, b], same, actor }: DomainEvents['application.personLinked']) {
    const line = (other: Doc) => ({
      kind: 'person' as const,
      text: `${same ? 'Marked as the same person as' : 'Marked as not the same person as'} ${named(other)}`,
    });
    await this.history.record(APPLICATION_KIND.key, String(a._id), [line(b)], actor);
    await this.history.record(APPLICATION_KIND.key, String(b._id), [line(a)], actor);
  }
}
