// The pipeline of every submission kind: which facts it publishes, in which order, around the write; and, after a
// crash, the change replayed only when the write happened. A real bus; the stores are stand-ins.
import { describe, expect, it } from '@jest/globals';
import { EventEmitter2 } from '@nestjs/event-emitter';
import type { Model } from 'mongoose';
import type { TokenPayload } from '../common/auth/requests.js';
import type { Replay } from '../common/events/after-effects.js';
import { DomainEventBus } from '../common/events/domain-events.js';
import type { Doc } from '../common/resource/resource-hooks.js';
import { ENQUIRY_KINDS } from './enquiry-kinds.js';
import { submissionHooks } from './submission-hooks.js';
import { SubmissionKinds } from './submission-kind.js';
import type { SubmissionParts } from './submission-parts.js';

const ADMIN: TokenPayload = { sub: 'a1', role: 'admin', name: 'Administrator' };
const FACTS = ['submission.received', 'submission.changed', 'submission.removing', 'submission.removed'];
const doc = (fields: Record<string, unknown> = {}): Doc => ({ _id: '0123456789abcdef01234567', name: 'Zed', ...fields });

function pipeline(stored: Doc | null = null) {
  const seen: string[] = [];
  const emitter = new EventEmitter2();
  for (const name of FACTS) emitter.on(name, (fact: { replayed?: boolean }) => void seen.push(fact.replayed ? `${name} (replayed)` : name));
  const replays = new Map<string, Replay>();
  const parts = {
    events: new DomainEventBus(emitter),
    kinds: new SubmissionKinds(),
    effects: {
      register: (kind: string, replay: Replay) => void replays.set(kind, replay),
      open: async () => (seen.push('entry opened'), 'entry-1'),
      close: async (id: string) => void seen.push(`${id} closed`),
      dropAbout: async () => void seen.push('entries dropped'),
    },
  } as unknown as SubmissionParts;
  const model = { findById: () => ({ lean: () => ({ exec: async () => stored }) }) } as unknown as Model<Doc>;
  const hooks = submissionHooks(ENQUIRY_KINDS.userContact, model, parts);
  return { hooks, seen, parts, replay: replays.get('submission-edit:userContact')! };
}

describe('the submission pipeline', () => {
  it('declares its kind as it is built', () => {
    const { parts } = pipeline();
    expect(parts.kinds.of('userContact')).toBe(ENQUIRY_KINDS.userContact);
  });

  it('publishes a stored submission', async () => {
    const { hooks, seen } = pipeline();
    await hooks.created!(doc());
    expect(seen).toEqual(['submission.received']);
  });

  it('names a change’s after-effects before the write, then publishes it, then closes the entry', async () => {
    const { hooks, seen } = pipeline();
    const entry = await hooks.updating!(doc(), { status: 'Closed' }, ADMIN, {});
    await hooks.updated!(doc(), doc({ status: 'Closed' }), ADMIN, {}, entry);
    expect(seen).toEqual(['entry opened', 'submission.changed', 'entry-1 closed']);
  });

  it('refuses a change made by no one, before anything is written', () => {
    const { hooks, seen } = pipeline();
    expect(() => hooks.updating!(doc(), { status: 'Closed' })).toThrow('A userContact is changed by no one');
    expect(seen).toEqual([]);
  });

  it('takes what belongs to submissions before their delete, and publishes the delete with who made it', async () => {
    const { hooks, seen } = pipeline();
    await hooks.removing!([doc()]);
    await hooks.removed!([doc()], ADMIN);
    expect(seen).toEqual(['entries dropped', 'submission.removing', 'submission.removed']);
  });

  it('moves no field by a method of its own: a kind’s room adds that around these hooks', () => {
    expect(pipeline().hooks.moves).toBeUndefined();
  });

  it('after a crash, publishes the change again when the write happened, and not when it did not', async () => {
    const edit = { id: '0123456789abcdef01234567', before: doc(), set: { status: 'Closed' }, actor: ADMIN, context: {} };
    const written = pipeline(doc({ status: 'Closed' }));
    await written.replay(edit, 'entry-1');
    expect(written.seen).toEqual(['submission.changed (replayed)']);
    const lost = pipeline(doc());
    await lost.replay(edit, 'entry-1');
    expect(lost.seen).toEqual([]);
  });
});
