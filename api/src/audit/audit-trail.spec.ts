// Each fact a room tells becomes one audit entry (or none, when no admin acted): the trail in a Nest application of its
// own, with the bus as in the API and a log that keeps what it is given.
import { describe, expect, it } from '@jest/globals';
import { Module } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { EventEmitterModule } from '@nestjs/event-emitter';
import type { TokenPayload } from '../common/auth/requests.js';
import { DomainEventBus } from '../common/events/domain-events.js';
import { APP_CONFIG } from '../config/env.js';
import type { AuditEntry } from './audit-entry.js';
import { AuditLog } from './audit-log.js';
import { AuditTrail } from './audit-trail.js';

const ADMIN: TokenPayload = { sub: 'a1', role: 'admin', name: 'Asha' };
const CANDIDATE: TokenPayload = { sub: 'candidate', role: 'user', name: 'The candidate' };
const ID = '0123456789abcdef01234567';

/** A log that keeps its entries, and says a change's entry is made when an entry carries its mark. */
class KeptLog {
  readonly entries: AuditEntry[] = [];
  failing = false;
  async record(entry: AuditEntry) {
    if (this.failing) throw new Error('the database is away');
    this.entries.push(entry);
  }
  async madeBy(documentId: string, event: string) {
    return this.entries.some((e) => e.documentId === documentId && e.event === event);
  }
}

@Module({
  imports: [EventEmitterModule.forRoot()],
  providers: [DomainEventBus, AuditTrail, { provide: AuditLog, useClass: KeptLog }, { provide: APP_CONFIG, useValue: { jwtSecret: 'spec-secret' } }],
})
class TrailModule {}

async function withTrail(test: (bus: DomainEventBus, log: KeptLog) => Promise<void>) {
  const app = await NestFactory.createApplicationContext(TrailModule, { logger: false });
  try {
    await test(app.get(DomainEventBus), app.get(AuditLog) as unknown as KeptLog);
  } finally {
    await app.close();
  }
}

/** The entries less their time. */
const recorded = (log: KeptLog) => log.entries.map(({ at, ...entry }) => (expect(at).toBeInstanceOf(Date), entry));
const by = { adminId: 'a1', adminName: 'Asha' };

describe('AuditTrail', () => {
  it('records a content write under its resource, with its title and site variant, and a restore once under ContentHistory', () =>
    withTrail(async (bus, log) => {
      await bus.publish('content.changed', { resource: 'banner', id: ID, action: 'added', language: 'en', actor: ADMIN, title: 'Monsoon' });
      await bus.publish('content.changed', { resource: 'clients', id: ID, action: 'changed', language: 'en', actor: ADMIN, title: 'Tata' });
      await bus.publish('content.changed', { resource: 'services', id: ID, action: 'removed', language: 'en', actor: ADMIN, title: 'Housekeeping' });
      await bus.publish('content.changed', { resource: 'missions', id: ID, action: 'restored', language: 'en', actor: ADMIN, title: 'Zero harm', version: 2 });
      expect(recorded(log)).toEqual([
        { ...by, resource: 'banner', action: 'add', documentId: ID, title: 'Monsoon', site: 'main' },
        { ...by, resource: 'clients', action: 'edit', documentId: ID, title: 'Tata', site: 'integrated' },
        // Shared content is both sites': no one variant.
        { ...by, resource: 'services', action: 'remove', documentId: ID, title: 'Housekeeping' },
        { ...by, resource: 'ContentHistory', action: 'restore', documentId: ID, subjectType: 'missions', title: 'Zero harm', site: 'main', detail: '2' },
      ]);
    }));

  it('records an admin’s change of a submission once, with a status move as its detail, and no name of the person', () =>
    withTrail(async (bus, log) => {
      const before = { _id: ID, name: 'Ravi', status: 'Reviewed' };
      await bus.publish('submission.changed', {
        type: 'applyJobs',
        id: ID,
        before,
        after: { ...before, status: 'Shortlisted' },
        actor: ADMIN,
        context: {},
        event: 'e1',
      });
      await bus.publish('submission.changed', {
        type: 'homeEnquiry',
        id: ID,
        before: { _id: ID },
        after: { _id: ID, assignee: 'a2' },
        actor: ADMIN,
        context: {},
      });
      expect(recorded(log)).toEqual([
        { ...by, resource: 'applyJobs', action: 'edit', documentId: ID, detail: 'Reviewed → Shortlisted', event: 'e1' },
        { ...by, resource: 'homeEnquiry', action: 'edit', documentId: ID },
      ]);
      expect(JSON.stringify(log.entries)).not.toContain('Ravi');
    }));

  it('records a change run again after a crash only when its first run did not', () =>
    withTrail(async (bus, log) => {
      const change = { type: 'applyJobs' as const, id: ID, before: { _id: ID }, after: { _id: ID, status: 'Hired' }, actor: ADMIN, context: {} };
      await bus.publish('submission.changed', { ...change, event: 'e1' });
      await bus.publish('submission.changed', { ...change, event: 'e1', replayed: true });
      await bus.publish('submission.changed', { ...change, event: 'e2', replayed: true });
      expect(log.entries.map((e) => e.event)).toEqual(['e1', 'e2']);
    }));

  it('records nothing a visitor, a candidate or the API itself did', () =>
    withTrail(async (bus, log) => {
      await bus.publish('submission.changed', {
        type: 'applyJobs',
        id: ID,
        before: { _id: ID },
        after: { _id: ID, status: 'Withdrawn' },
        actor: CANDIDATE,
        context: {},
      });
      await bus.publish('submission.removed', { type: 'userContact', ids: [ID], submissions: [] });
      await bus.publish('content.changed', { resource: 'jobs', id: ID, action: 'added', language: 'en', title: 'Guard' });
      await bus.publish('interview.changed', { type: 'applyJobs', id: ID, interviewId: 'i1', action: 'cancelled', actor: CANDIDATE });
      expect(log.entries).toEqual([]);
    }));

  it('records a note written alone in the inbox as an inbox change, and none of the candidate’s', () =>
    withTrail(async (bus, log) => {
      await bus.publish('submission.noted', { type: 'homeEnquiry', id: ID, note: 'Called back', actor: ADMIN });
      await bus.publish('submission.noted', { type: 'homeEnquiry', id: ID, note: 'Called back', actor: CANDIDATE });
      expect(recorded(log)).toEqual([{ ...by, resource: 'Inbox', action: 'change', documentId: ID, subjectType: 'homeEnquiry' }]);
    }));

  it('records each submission an admin deletes', () =>
    withTrail(async (bus, log) => {
      await bus.publish('submission.removed', { type: 'userContact', ids: [ID, 'fedcba9876543210fedcba98'], submissions: [], actor: ADMIN });
      expect(recorded(log)).toEqual([
        { ...by, resource: 'userContact', action: 'remove', documentId: ID },
        { ...by, resource: 'userContact', action: 'remove', documentId: 'fedcba9876543210fedcba98' },
      ]);
    }));

  it('records the hiring desk’s interviews and templates', () =>
    withTrail(async (bus, log) => {
      for (const action of ['scheduled', 'rescheduled', 'cancelled'] as const)
        await bus.publish('interview.changed', { type: 'applyJobs', id: ID, interviewId: 'i1', action, actor: ADMIN });
      await bus.publish('statusTemplate.saved', { status: 'Shortlisted', actor: ADMIN });
      expect(recorded(log)).toEqual([
        ...['schedule', 'reschedule', 'cancel'].map((action) => ({ ...by, resource: 'Interviews', action, documentId: ID, subjectType: 'applyJobs' })),
        { ...by, resource: 'Templates', action: 'save', detail: 'Shortlisted' },
      ]);
    }));

  it('records a recruiter’s word on two applications: the same person, or not', () =>
    withTrail(async (bus, log) => {
      const [a, b] = [
        { _id: ID, name: 'Ravi' },
        { _id: 'b2', name: 'Ravi K' },
      ];
      await bus.publish('application.personLinked', { applications: [a, b], same: true, actor: ADMIN });
      await bus.publish('application.personLinked', { applications: [a, b], same: false, actor: ADMIN });
      await bus.publish('application.personLinked', { applications: [a, b], same: true, actor: CANDIDATE });
      expect(recorded(log)).toEqual(
        ['link', 'unlink'].map((action) => ({ ...by, resource: 'Candidates', action, documentId: ID, subjectType: 'applyJobs', detail: 'b2' })),
      );
    }));

  it('records admin accounts and two-factor sign-in by the account changed', () =>
    withTrail(async (bus, log) => {
      const changes = ['added', 'roleChanged', 'disabled', 'enabled', 'passwordChanged', 'signedOutEverywhere'] as const;
      for (const change of changes) await bus.publish('adminAccount.changed', { id: 'a2', change, actor: ADMIN });
      for (const change of ['started', 'confirmed', 'disabled', 'reset'] as const) await bus.publish('twoFactor.changed', { id: 'a2', change, actor: ADMIN });
      await bus.publish('twoFactor.changed', { change: 'policySet', actor: ADMIN, required: true });
      expect(recorded(log).map((e) => [e.resource, e.action, e.documentId ?? e.detail])).toEqual([
        ...['add', 'changeRole', 'disable', 'enable', 'changePassword', 'signOutEverywhere'].map((a) => ['AdminAccounts', a, 'a2']),
        ...['start', 'confirm', 'disable', 'reset'].map((a) => ['TwoFactor', a, 'a2']),
        ['TwoFactor', 'setPolicy', 'required'],
      ]);
    }));

  it('records privacy and settings, an erased person by pseudonym only', () =>
    withTrail(async (bus, log) => {
      await bus.publish('person.erased', { person: 'Kiran@Example.com', actor: ADMIN });
      await bus.publish('person.erased', { person: 'kiran@example.com ', actor: ADMIN });
      await bus.publish('retention.saved', { actor: ADMIN });
      await bus.publish('retention.ran', { actor: ADMIN });
      await bus.publish('siteSettings.saved', { actor: ADMIN });
      const entries = recorded(log);
      expect(entries.map((e) => [e.resource, e.action])).toEqual([
        ['Privacy', 'erase'],
        ['Privacy', 'erase'],
        ['Privacy', 'saveRetention'],
        ['Privacy', 'runRetention'],
        ['SiteSettings', 'save'],
      ]);
      expect(entries[0]!.documentId).toMatch(/^person:[0-9a-f]{24}$/);
      expect(entries[1]!.documentId).toBe(entries[0]!.documentId);
      expect(JSON.stringify(entries)).not.toMatch(/kiran/i);
    }));

  it('leaves the write answered when its entry cannot be recorded', () =>
    withTrail(async (bus, log) => {
      log.failing = true;
      await expect(bus.publish('siteSettings.saved', { actor: ADMIN })).resolves.toBeUndefined();
    }));
});
