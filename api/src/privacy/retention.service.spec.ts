// An admin's retention writes publish their facts: `retention.saved` once the days are stored, `retention.ran` once
// a run ended (or goes on in the background), and neither when the write fails (a real bus; the collections and
// the submissions are stand-ins that record what they were asked).
import { describe, expect, it } from '@jest/globals';
import { EventEmitter2 } from '@nestjs/event-emitter';
import { noDeletions } from '@site/contracts';
import type { PinoLogger } from 'nestjs-pino';
import type { TokenPayload } from '../common/auth/requests.js';
import { DomainEventBus } from '../common/events/domain-events.js';
import type { AppConfig } from '../config/env.js';
import type { SubmissionsService } from '../submissions/index.js';
import type { PrivacyService } from './privacy.service.js';
import { RetentionService } from './retention.service.js';

const ADMIN: TokenPayload = { sub: 'a1', role: 'admin', name: 'Administrator' };
const NO_DOC = { sort: () => ({ limit: () => ({ next: async () => null }) }) };

function retention({ writesFail = false, runFails = false, runWaitMs = 1000 } = {}) {
  const seen: string[] = [];
  const refuse = (what: string) => {
    if (writesFail) throw new Error('the database is away');
    seen.push(what);
  };
  const settings = {
    findOne: async () => null,
    updateOne: async () => refuse('days stored'),
  } as never;
  const runs = {
    find: () => NO_DOC,
    insertOne: async () => refuse('run stored'),
    updateOne: async () => undefined,
    deleteMany: async () => undefined,
  } as never;
  let finish: () => void = () => undefined;
  const submissions = {
    removeEach: () =>
      new Promise((resolve, reject) => {
        if (runFails) return reject(new Error('a delete failed'));
        finish = () => (seen.push('expired deleted'), resolve({ removed: noDeletions(), mails: 0 }));
        if (runWaitMs > 50) finish();
      }),
  } as unknown as SubmissionsService;
  const logger = { info: () => undefined, warn: () => undefined } as unknown as PinoLogger;
  const config = { retentionRunWaitMs: runWaitMs } as unknown as AppConfig;
  const emitter = new EventEmitter2();
  const facts: Array<[string, unknown]> = [];
  for (const name of ['retention.saved', 'retention.ran']) emitter.on(name, (fact: unknown) => (facts.push([name, fact]), seen.push(name)));
  const service = new RetentionService(logger, settings, runs, config, {} as PrivacyService, submissions, new DomainEventBus(emitter));
  return { service, facts, seen, finish: () => finish() };
}

describe('RetentionService.save', () => {
  it('publishes retention.saved with who saved, after the days are stored', async () => {
    const { service, facts, seen } = retention();
    await service.save({ userContact: 30 }, ADMIN);
    expect(seen).toEqual(['days stored', 'retention.saved']);
    expect(facts).toEqual([['retention.saved', { actor: ADMIN }]]);
  });

  it('publishes nothing when the days could not be stored', async () => {
    const { service, facts } = retention({ writesFail: true });
    await expect(service.save({ userContact: 30 }, ADMIN)).rejects.toThrow('the database is away');
    expect(facts).toEqual([]);
  });
});

describe('RetentionService.runNow', () => {
  it('publishes retention.ran with who ran it, after the run ended', async () => {
    const { service, facts, seen } = retention();
    expect(await service.runNow(ADMIN)).toEqual({ done: true, deleted: noDeletions() });
    expect(seen).toEqual(['run stored', 'expired deleted', 'retention.ran']);
    expect(facts).toEqual([['retention.ran', { actor: ADMIN }]]);
  });

  it('publishes retention.ran once the run goes on in the background', async () => {
    const { service, facts, seen, finish } = retention({ runWaitMs: 10 });
    expect(await service.runNow(ADMIN)).toMatchObject({ done: false });
    expect(seen).toEqual(['run stored', 'retention.ran']);
    expect(facts).toEqual([['retention.ran', { actor: ADMIN }]]);
    finish();
  });

  it('publishes nothing when the run failed within the wait, or could not be stored', async () => {
    const failed = retention({ runFails: true });
    await expect(failed.service.runNow(ADMIN)).rejects.toThrow('a delete failed');
    expect(failed.facts).toEqual([]);
    const unstored = retention({ writesFail: true });
    await expect(unstored.service.runNow(ADMIN)).rejects.toThrow('the database is away');
    expect(unstored.facts).toEqual([]);
  });
});
