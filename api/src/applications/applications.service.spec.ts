// Stage rules: which moves Applications writes, and the facts a written move publishes, after a crash too (a real
// bus; the write and the after-effects journal are stand-ins that record what they were asked).
import { describe, expect, it } from '@jest/globals';
import { EventEmitter2 } from '@nestjs/event-emitter';
import type { TokenPayload } from '../common/auth/requests.js';
import type { AfterEffects, Replay } from '../common/events/after-effects.js';
import { DomainEventBus } from '../common/events/domain-events.js';
import type { ResourceRegistry } from '../common/resource/resource-registry.js';
import type { Doc } from '../common/resource/resource-hooks.js';
import { Applications, MOVE_ENTRY } from './applications.service.js';

const ADMIN: TokenPayload = { sub: 'a1', role: 'admin', name: 'Administrator' };
const doc = (status?: string): Doc => ({ _id: '0123456789abcdef01234567', name: 'Ravi', ...(status && { status }) });

function applications(stored: Doc | null = null) {
  const seen: string[] = [];
  const writes: Array<{ set: Record<string, unknown>; context: unknown }> = [];
  const registry = {
    get: () => ({
      change: async (d: Doc, set: Record<string, unknown>, _actor: TokenPayload, context: unknown) => (
        writes.push({ set, context }),
        seen.push('written'),
        { ...d, ...set }
      ),
      model: { findById: () => ({ lean: () => ({ exec: async () => stored }) }) },
    }),
  } as unknown as ResourceRegistry;
  const emitter = new EventEmitter2();
  const facts: Array<[string, Record<string, unknown>]> = [];
  for (const name of ['application.stageChanged', 'application.withdrawn'])
    emitter.on(name, (fact: Record<string, unknown>) => (facts.push([name, fact]), seen.push(fact.replayed ? `${name} (replayed)` : name)));
  const replays = new Map<string, Replay>();
  const effects = {
    register: (kind: string, replay: Replay) => void replays.set(kind, replay),
    open: async () => (seen.push('entry opened'), 'e1'),
    close: async (id: string) => void seen.push(`${id} closed`),
    dropAbout: async (kind: string) => void seen.push(`${kind} entries dropped`),
  } as unknown as AfterEffects;
  const service = new Applications(registry, new DomainEventBus(emitter), effects);
  return { service, writes, facts, seen, replay: replays.get(MOVE_ENTRY)! };
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

describe('the facts of a move', () => {
  it('names the move before its write, publishes it from and to with the note, the choice to e-mail and its entry, then closes it', async () => {
    const { service, facts, seen } = applications();
    await service.moveStage(doc('New'), 'Shortlisted', ADMIN, { note: 'n', notify: false });
    expect(seen).toEqual(['entry opened', 'written', 'application.stageChanged', 'e1 closed']);
    expect(facts).toEqual([
      [
        'application.stageChanged',
        expect.objectContaining({ id: '0123456789abcdef01234567', from: 'New', to: 'Shortlisted', note: 'n', notify: false, event: 'e1' }),
      ],
    ]);
  });

  it('publishes a withdrawal after its stage move, and nothing for a change that moves no stage', async () => {
    const { service, facts } = applications();
    await service.moveStage(doc('Reviewed'), 'Reviewed', ADMIN, {}, { assignee: 'a2' });
    expect(facts).toEqual([]);
    await service.moveStage(doc('Reviewed'), 'Withdrawn', ADMIN);
    expect(facts.map(([name]) => name)).toEqual(['application.stageChanged', 'application.withdrawn']);
  });

  it('after a crash, publishes the move again when the application is in its new stage, and not when it is not', async () => {
    const move = { id: '0123456789abcdef01234567', from: 'New', to: 'Shortlisted', actor: ADMIN, context: { notify: true } };
    const written = applications(doc('Shortlisted'));
    await written.replay(move, 'e1');
    expect(written.seen).toEqual(['application.stageChanged (replayed)']);
    expect(written.facts[0]![1]).toEqual(expect.objectContaining({ from: 'New', to: 'Shortlisted', notify: true, event: 'e1', replayed: true }));
    const lost = applications(doc('New'));
    await lost.replay(move, 'e1');
    expect(lost.seen).toEqual([]);
  });

  it('drops the entries of moves about applications being deleted, before telling the room', async () => {
    const { service, seen } = applications();
    await service.removing(['0123456789abcdef01234567']);
    expect(seen).toEqual([`${MOVE_ENTRY} entries dropped`]);
  });
});
