// Every content write publishes `content.changed` with the language whose text changed, after its version is kept:
// English for an add, a save of the English, a delete and a restore; the translation's language for an edit of that
// translation alone (a real bus; the cache and the history are stand-ins that record what they were asked).
import { describe, expect, it } from '@jest/globals';
import { EventEmitter2 } from '@nestjs/event-emitter';
import type { TokenPayload } from '../common/auth/requests.js';
import type { ContentCache } from '../common/cache/content-cache.js';
import { DomainEventBus } from '../common/events/domain-events.js';
import type { Doc } from '../common/resource/resource-hooks.js';
import { contentHooks } from './content-hooks.js';
import type { ContentHistory } from './history/content-history.service.js';

const ADMIN: TokenPayload = { sub: 'a1', role: 'admin', name: 'Administrator' };
const ID = '0123456789abcdef01234567';
const SAVED = new Date('2026-01-05T10:00:00Z');
const hindi = (title: string) => ({ values: { title }, sources: { title: 'Housekeeping' } });
const HINDI = { hi: hindi('हाउसकीपिंग') };
const stored: Doc = { _id: ID, title: 'Housekeeping', updatedAt: SAVED, translations: HINDI };

function hooks({ historyFails = false } = {}) {
  const seen: string[] = [];
  const cache = { changing: async () => undefined, changed: async () => void seen.push('cache dropped') } as unknown as ContentCache;
  const keep = async () => {
    if (historyFails) throw new Error('the database is away');
    seen.push('version kept');
  };
  const history = { created: keep, updated: keep, removed: keep } as unknown as ContentHistory;
  const emitter = new EventEmitter2();
  const facts: Array<Record<string, unknown>> = [];
  emitter.on('content.changed', (fact: Record<string, unknown>) => (facts.push(fact), seen.push('content.changed')));
  return { hooks: contentHooks('services', cache, history, new DomainEventBus(emitter)), facts, seen };
}

describe('content.changed says which language’s text changed', () => {
  it('English for a save of the English, after the version is kept', async () => {
    const { hooks: h, facts, seen } = hooks();
    await h.updated!(stored, { ...stored, title: 'Cleaning', updatedAt: new Date(SAVED.getTime() + 1000) }, ADMIN);
    expect(seen).toEqual(['cache dropped', 'version kept', 'content.changed']);
    expect(facts).toEqual([{ resource: 'services', id: ID, action: 'changed', language: 'en', actor: ADMIN, title: 'Cleaning' }]);
  });

  it('the translation’s language for an edit of a translation alone, which leaves the English and its time', async () => {
    const { hooks: h, facts } = hooks();
    await h.updated!(stored, { ...stored, translations: { ...HINDI, mr: hindi('हाउसकीपिंग सेवा') } }, ADMIN);
    await h.updated!(stored, { ...stored, translations: { hi: hindi('सफ़ाई') } }, ADMIN);
    expect(facts.map((f) => f.language)).toEqual(['mr', 'hi']);
  });

  it('English for an add, a delete and a restore', async () => {
    const { hooks: h, facts } = hooks();
    await h.created!(stored, ADMIN);
    await h.removed!([stored], ADMIN);
    await h.updated!(stored, stored, ADMIN, { restoredVersion: 2 } as never);
    expect(facts.map((f) => [f.action, f.language])).toEqual([
      ['added', 'en'],
      ['removed', 'en'],
      ['restored', 'en'],
    ]);
  });

  it('nothing when the version could not be kept', async () => {
    const { hooks: h, facts } = hooks({ historyFails: true });
    await expect(h.updated!(stored, { ...stored, translations: {} }, ADMIN)).rejects.toThrow('the database is away');
    expect(facts).toEqual([]);
  });
});
