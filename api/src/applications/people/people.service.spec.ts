// Who is one person (docs/behaviour.md §16.3): the rules that tell the same person, possibly the same, or another,
// and a recruiter's word overriding them. The lists' lookups and the pair store are stand-ins.
import { describe, expect, it } from '@jest/globals';
import { EventEmitter2 } from '@nestjs/event-emitter';
import type { TokenPayload } from '../../common/auth/requests.js';
import { DomainEventBus } from '../../common/events/domain-events.js';
import type { Doc } from '../../common/resource/resource-hooks.js';
import type { SubmissionsService } from '../../submissions/index.js';
import { People } from './people.service.js';
import type { PersonLink, PersonLinks } from './person-links.js';

const ADMIN: TokenPayload = { sub: 'a1', role: 'admin', name: 'Asha' };
const at = new Date('2026-12-01T05:00:00Z');
const app = (id: string, fields: Record<string, unknown>): Doc => ({ _id: id, jobTitle: 'Guard', createdAt: at, ...fields });
const proved = (id: string, name: string, mobile = '+919876543210') => app(id, { name, mobile, candidate: mobile, phoneVerified: true });

function people(all: Doc[], said: Record<string, Partial<PersonLink>> = {}) {
  const byId = new Map(all.map((d) => [String(d._id), d]));
  // Each term finds the applications that hold it, as the lists' term documents do.
  const holds = (d: Doc, term: string) =>
    term === `c:${String(d.candidate)}` ||
    term === `p:${String(d.mobile ?? '').replace(/^(\+91|0)/, '')}` ||
    term === `e:${String(d.email ?? '').toLowerCase()}`;
  const submissions = {
    findOne: async (_key: string, id: string) => byId.get(id)!,
    holding: async (_types: unknown, term: string) => all.filter((d) => holds(d, term)).map((doc) => ({ key: 'applyJobs', doc })),
  } as unknown as SubmissionsService;
  const links = {
    of: async (_id: string, others: string[]) =>
      new Map(others.filter((o) => said[o]).map((o) => [o, { same: true, byName: 'Asha', ...said[o] } as PersonLink])),
    set: async () => undefined,
  } as unknown as PersonLinks;
  const facts: unknown[] = [];
  const emitter = new EventEmitter2();
  emitter.on('application.personLinked', (f: unknown) => facts.push(f));
  return { service: new People(submissions, links, new DomainEventBus(emitter)), facts };
}

describe('who is one person', () => {
  it('is the same proved number and name, whatever the case and spacing; another name on it is a shared phone', async () => {
    const { service } = people([proved('a', 'Ravi Kumar'), proved('b', ' ravi  KUMAR'), proved('c', 'Sita Kumar')]);
    const person = await service.of('a');
    expect(person.candidate).toBe('+919876543210');
    expect(person.applications.map((p) => [p.id, p.linkedBy])).toEqual([['b', null]]);
    expect(person.possible.map((p) => [p.id, p.reason])).toEqual([['c', 'sharedPhone']]);
  });

  it('finds possibly the same person by the same name and an unproved number, or the same address, and nobody by a number alone', async () => {
    const { service } = people([
      proved('a', 'Ravi Kumar'),
      app('typed', { name: 'Ravi Kumar', mobile: '09876543210' }),
      app('other', { name: 'Somebody Else', mobile: '9876543210' }),
      app('mailed', { name: 'R K', mobile: '9000000001', email: 'ravi@example.com' }),
      app('also', { name: 'Ravi', mobile: '9000000002', email: 'RAVI@example.com' }),
    ]);
    expect((await service.of('a')).possible.map((p) => [p.id, p.reason])).toEqual([['typed', 'sameNameAndPhone']]);
    expect((await service.of('mailed')).possible.map((p) => [p.id, p.reason])).toEqual([['also', 'sameEmail']]);
  });

  it('takes a recruiter’s word over the rules, either way', async () => {
    const { service } = people([proved('a', 'Ravi Kumar'), proved('b', 'Ravi Kumar'), proved('c', 'Sita Kumar')], {
      b: { same: false, byName: 'Asha' },
      c: { same: true, byName: 'Meena' },
    });
    const person = await service.of('a');
    expect(person.applications.map((p) => [p.id, p.linkedBy])).toEqual([['c', 'Meena']]);
    expect(person.apart.map((p) => [p.id, p.by])).toEqual([['b', 'Asha']]);
    expect(person.possible).toEqual([]);
  });

  it('tells a link once stored, and refuses an application as its own person', async () => {
    const { service, facts } = people([proved('a', 'Ravi'), proved('b', 'Sita')]);
    await expect(service.link('a', 'a', true, ADMIN)).rejects.toThrow('An application is always its own person');
    await service.link('a', 'b', true, ADMIN);
    expect(facts).toEqual([
      expect.objectContaining({ same: true, actor: ADMIN, applications: [expect.objectContaining({ _id: 'a' }), expect.objectContaining({ _id: 'b' })] }),
    ]);
  });
});
