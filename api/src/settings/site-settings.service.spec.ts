// The settings' save publishes its fact once the settings are stored, and none when the store fails (a real bus;
// the collection and the content cache are stand-ins that record what they were asked).
import { describe, expect, it } from '@jest/globals';
import { EventEmitter2 } from '@nestjs/event-emitter';
import { SITE_SETTINGS_INITIAL } from '@site/contracts';
import type { ContentCache } from '../common/cache/content-cache.js';
import type { TokenPayload } from '../common/auth/requests.js';
import { DomainEventBus } from '../common/events/domain-events.js';
import type { AppConfig } from '../config/env.js';
import { SiteSettingsService } from './site-settings.service.js';

const ADMIN: TokenPayload = { sub: 'a1', role: 'admin', name: 'Administrator' };
const CONFIG = { mail: { notifyEnv: {} }, admin: { email: 'owner@example.com' } } as unknown as AppConfig;

function settings({ storeFails = false, initial = null as Record<string, unknown> | null } = {}) {
  const seen: string[] = [];
  let stored: Record<string, unknown> | null = initial;
  let generation = 0;
  const col = {
    findOne: async () => stored,
    replaceOne: async (_filter: unknown, doc: Record<string, unknown>) => {
      if (storeFails) throw new Error('the database is away');
      stored = { _id: 'site', ...doc };
      seen.push('stored');
    },
  } as never;
  const cache = { generation: () => generation, changing: async () => undefined, changed: async () => void generation++ } as unknown as ContentCache;
  const emitter = new EventEmitter2();
  const facts: unknown[] = [];
  emitter.on('siteSettings.saved', (fact: unknown) => (facts.push(fact), seen.push('siteSettings.saved')));
  return { service: new SiteSettingsService(col, CONFIG, cache, new DomainEventBus(emitter)), facts, seen };
}

describe('SiteSettingsService.save', () => {
  it('publishes siteSettings.saved with who saved, after the settings are stored', async () => {
    const { service, facts, seen } = settings();
    const answer = await service.save({ ...SITE_SETTINGS_INITIAL, companyName: 'New Name' }, undefined, ADMIN);
    expect(seen).toEqual(['stored', 'siteSettings.saved']);
    expect(facts).toEqual([{ actor: ADMIN }]);
    expect(answer.settings.companyName).toBe('New Name');
  });

  it('publishes nothing when the settings could not be stored', async () => {
    const { service, facts } = settings({ storeFails: true });
    await expect(service.save(SITE_SETTINGS_INITIAL, undefined, ADMIN)).rejects.toThrow('the database is away');
    expect(facts).toEqual([]);
  });
});

describe('SiteSettingsService.knownSource', () => {
  const saved = {
    _id: 'site',
    updatedAt: new Date(),
    sources: [
      { key: 'walk-in', label: 'Walk-in' },
      { key: 'ref-asha', label: 'Referral: Asha' },
    ],
  };

  it('gives back a source the firm keeps, a referral code included, and nothing for any other', async () => {
    const { service } = settings({ initial: saved });
    expect(await service.knownSource('walk-in')).toBe('walk-in');
    expect(await service.knownSource('ref-asha')).toBe('ref-asha');
    expect(await service.knownSource('ref-stranger')).toBeUndefined();
    expect(await service.knownSource('Walk-in')).toBeUndefined();
    expect(await service.knownSource('')).toBeUndefined();
    expect(await service.knownSource(undefined)).toBeUndefined();
    expect(await service.knownSource(['walk-in'])).toBeUndefined();
  });

  it('knows the sources the site starts with until an owner saves a list', async () => {
    const { service } = settings();
    expect(await service.knownSource('poster-pune-station')).toBe('poster-pune-station');
  });
});
