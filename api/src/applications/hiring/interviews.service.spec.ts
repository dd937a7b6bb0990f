// An admin's change of one interview publishes `interview.changed` once it is stored, e-mailed and in the history,
// with the application and the interview; a refused change, and interviews cancelled with a withdrawal, publish
// nothing (a real bus; the store, the outbox, the history and the readers are stand-ins that record what they
// were asked).
import { describe, expect, it } from '@jest/globals';
import { EventEmitter2 } from '@nestjs/event-emitter';
import { type InterviewInput, istDay } from '@site/contracts';
import type { AdminAccountsService } from '../../accounts/index.js';
import type { TokenPayload } from '../../common/auth/requests.js';
import type { AppConfig } from '../../config/env.js';
import type { SmsOutbox } from '../../sms/index.js';
import { DomainEventBus } from '../../common/events/domain-events.js';
import type { MailOutbox } from '../../mail/index.js';
import type { SubmissionHistory, SubmissionsService } from '../../submissions/index.js';
import type { ApplicationLinks } from '../candidate/application-links.js';
import type { InterviewStore, StoredInterview } from './interview-store.js';
import { Interviews } from './interviews.service.js';
import type { JobTitles } from './job-titles.service.js';

const ADMIN: TokenPayload = { sub: 'a1', role: 'admin', name: 'Administrator' };
const APPLICATION = '0123456789abcdef01234567';
const inDays = (n: number) => `${istDay(new Date(Date.now() + n * 86_400_000))}T11:00`;
/** What an admin's change does, in order: the fact comes last. */
const STEPS = ['stored', 'e-mailed', 'in the history', 'interview.changed'];
const INPUT: InterviewInput = { startsAt: inDays(5), minutes: 30, place: 'Head office', interviewerId: 'a1' };

function interviews() {
  const seen: string[] = [];
  const list: StoredInterview[] = [];
  const store = {
    of: async () => list,
    change: async <T>(_id: string, fn: (l: StoredInterview[]) => T) => {
      const answer = fn(list);
      seen.push('stored');
      return answer;
    },
  } as unknown as InterviewStore;
  const submissions = {
    findOne: async () => ({ _id: APPLICATION, name: 'Ravi', email: 'ravi@example.com', jobTitle: 'Guard' }),
  } as unknown as SubmissionsService;
  const admins = { activeContact: async () => ({ name: 'Asha', email: 'asha@example.com', hiring: true }) } as unknown as AdminAccountsService;
  const mail = {
    queueFor: async () => void seen.push('e-mailed'),
    queueInPlaceOf: async () => (seen.push('e-mailed'), false),
  } as unknown as MailOutbox;
  const history = { record: async () => void seen.push('in the history') } as unknown as SubmissionHistory;
  const links = { pageOf: async () => 'https://example.com/application/x' } as unknown as ApplicationLinks;
  const jobTitles = { inLanguage: async () => 'Guard' } as unknown as JobTitles;
  const emitter = new EventEmitter2();
  const facts: unknown[] = [];
  emitter.on('interview.changed', (fact: unknown) => (facts.push(fact), seen.push('interview.changed')));
  const sms = { queue: async () => void seen.push('texted'), dropHeld: async () => 0 } as unknown as SmsOutbox;
  const config = { sms: { reminderPollMs: 60_000 } } as unknown as AppConfig;
  const service = new Interviews(
    store,
    submissions,
    admins,
    mail,
    history,
    links,
    jobTitles,
    new DomainEventBus(emitter),
    sms,
    { claims: {} } as never,
    config,
  );
  return { service, facts, seen };
}

describe('Interviews tells an admin’s change of one interview', () => {
  it('scheduled, rescheduled and cancelled, each after it is stored, e-mailed and in the history', async () => {
    const { service, facts, seen } = interviews();
    const { id } = await service.schedule(APPLICATION, INPUT, ADMIN);
    expect(seen).toEqual(STEPS);
    await service.reschedule(APPLICATION, id, { ...INPUT, startsAt: inDays(6) }, ADMIN);
    await service.cancel(APPLICATION, id, ADMIN);
    expect(seen).toEqual([...STEPS, ...STEPS, ...STEPS]);
    expect(facts).toEqual(
      (['scheduled', 'rescheduled', 'cancelled'] as const).map((action) => ({ type: 'applyJobs', id: APPLICATION, interviewId: id, action, actor: ADMIN })),
    );
  });

  it('nothing for a refused change: an interview cancelled already, one moved once cancelled, an unknown one', async () => {
    const { service, facts } = interviews();
    const { id } = await service.schedule(APPLICATION, INPUT, ADMIN);
    await service.cancel(APPLICATION, id, ADMIN);
    await expect(service.cancel(APPLICATION, id, ADMIN)).rejects.toThrow('already cancelled');
    await expect(service.reschedule(APPLICATION, id, INPUT, ADMIN)).rejects.toThrow('cannot be moved');
    await expect(service.cancel(APPLICATION, 'nope', ADMIN)).rejects.toThrow('No such interview');
    expect(facts).toHaveLength(2);
  });

  it('nothing for the interviews a withdrawal cancels: they are part of that stage move', async () => {
    const { service, facts } = interviews();
    await service.schedule(APPLICATION, INPUT, ADMIN);
    expect(await service.cancelUpcoming({ _id: APPLICATION, name: 'Ravi', email: 'ravi@example.com' }, ADMIN)).toBe(1);
    expect(facts).toHaveLength(1);
  });
});
