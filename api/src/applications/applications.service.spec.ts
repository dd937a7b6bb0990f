// Stage rules: which moves Applications writes, and the facts a written move publishes (a real bus; the write is a
// stand-in that records what it was asked to set).
import { describe, expect, it } from '@jest/globals';
import { EventEmitter2 } from '@nestjs/event-emitter';
import type { TokenPayload } from '../common/auth/requests.js';
import { DomainEventBus } from '../common/events/domain-events.js';
import type { ResourceRegistry } from '../common/resource/resource-registry.js';
import type { Doc } from '../common/resource/resource-hooks.js';
import { Applications } from './applications.service.js';

const ADMIN: TokenPayload = { sub: 'a1', role: 'admin', name: 'Administrator' };
const doc = (status?: string): Doc => ({ _id: '0123456789abcdef01234567', name: 'Ravi', ...(status && { status }) });

function applications() {
  const writes: Array<{ set: Record<string, unknown>; context: unknown }> = [];
  const registry = {
    get: () => ({
      change: async (d: Doc, set: Record<string, unknown>, _actor: TokenPayload, context: unknown) => (writes.push({ set, context }), { ...d, ...set }),
    }),
  } as unknown as ResourceRegistry;
  const emitter = new EventEmitter2();
  const facts: Array<[string, Record<string, unknown>]> = [];
  for (const name of ['application.stageChanged', 'application.withdrawn']) emitter.on(name, (fact: Record<string, unknown>) => facts.push([name, fact]));
  return { service: new Applications(registry, new DomainEventBus(emitter)), writes, facts };
}

describe('Applications.moveStage', () => {
  it('refuses a stage applications do not have, writing nothing', async () => {
    const { service, writes } = applications();
    await expect(service.moveStage(doc(), 'Closed', ADMIN)).rejects.toThrow('A job application is New, Reviewed, Shortlisted');
    expect(writes).toEqual([]);
  });

  it('writes the new stage with the inbox’s note and whether to tell the candidate', async () => {
    const { service, writes } = applications();
    await service.moveStage(doc('Reviewed'), 'Shortlisted', ADMIN, { note: 'Strong', notify: true });
    expect(writes).toEqual([{ set: { status: 'Shortlisted' }, context: { note: 'Strong', notify: true } }]);
  });

  it('writes only what comes with a move to the stage it is in (an application stored before stages is New)', async () => {
    const { service, writes } = applications();
    expect(await service.moveStage(doc(), 'New', ADMIN)).toEqual(doc());
    await service.moveStage(doc(), 'New', ADMIN, {}, { assignee: 'a2' });
    expect(writes).toEqual([{ set: { assignee: 'a2' }, context: {} }]);
  });
});

describe('Applications.published', () => {
  it('publishes a moved stage, from and to, with the note, the choice to e-mail and the after-effects entry', async () => {
    const { service, facts } = applications();
    await service.published({ before: doc('New'), after: doc('Shortlisted'), actor: ADMIN, context: { note: 'n', notify: false }, event: 'e1' });
    expect(facts).toEqual([
      [
        'application.stageChanged',
        expect.objectContaining({ id: '0123456789abcdef01234567', from: 'New', to: 'Shortlisted', note: 'n', notify: false, event: 'e1' }),
      ],
    ]);
  });

  it('publishes a withdrawal after its stage move, and nothing for a change that moved no stage', async () => {
    const { service, facts } = applications();
    await service.published({ before: doc('Reviewed'), after: { ...doc('Reviewed'), assignee: 'a2' }, actor: ADMIN, context: {} });
    expect(facts).toEqual([]);
    await service.published({ before: doc('Reviewed'), after: doc('Withdrawn'), actor: ADMIN, context: {} });
    expect(facts.map(([name]) => name)).toEqual(['application.stageChanged', 'application.withdrawn']);
  });
});
