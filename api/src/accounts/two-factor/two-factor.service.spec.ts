// Each admin's two-factor change publishes `twoFactor.changed` once stored, and nothing when it is refused (a real
// bus; the accounts, the rule's document and the sessions are stand-ins that record what they were asked; secrets
// are kept plain, as the stand-in sealer leaves them).
import { describe, expect, it } from '@jest/globals';
import { EventEmitter2 } from '@nestjs/event-emitter';
import { generate, generateSecret } from 'otplib';
import type { TokenPayload } from '../../common/auth/requests.js';
import { DomainEventBus } from '../../common/events/domain-events.js';
import type { Account } from '../accounts.schema.js';
import type { AdminSessions } from '../admin-sessions.js';
import { hashPassword } from '../passwords.js';
import type { TwoFactorSecrets } from './two-factor-secrets.js';
import { TwoFactorService } from './two-factor.service.js';

const OWNER: TokenPayload = { sub: '0123456789abcdef01234567', role: 'admin', name: 'Owner' };
const OTHER = '0123456789abcdef01234568';
const PASSWORD = 'owner-pass-12';

function twoFactor(accounts: Record<string, Partial<Account>>) {
  const seen: string[] = [];
  const admins = {
    findById: (id: string) => ({ lean: () => ({ exec: async () => (accounts[id] ? { _id: id, ...accounts[id] } : null) }) }),
    updateOne: () => ({ exec: async () => (seen.push('account stored'), { modifiedCount: 1 }) }),
  };
  const policies = { findOne: async () => null, updateOne: async () => void seen.push('rule stored') };
  const sessions = { forget: () => undefined, policyChanged: () => undefined } as unknown as AdminSessions;
  const secrets = { seal: (s: string) => s, open: (s: string) => s } as unknown as TwoFactorSecrets;
  const emitter = new EventEmitter2();
  const facts: unknown[] = [];
  emitter.on('twoFactor.changed', (fact: unknown) => (facts.push(fact), seen.push('twoFactor.changed')));
  return { service: new TwoFactorService(admins as never, policies as never, sessions, secrets, new DomainEventBus(emitter)), facts, seen };
}

describe('TwoFactorService tells each change once stored', () => {
  it('start: the admin’s own, after the pending secret is stored', async () => {
    const { service, facts, seen } = twoFactor({ [OWNER.sub]: { email: 'owner@example.com' } });
    await service.start(OWNER);
    expect(seen).toEqual(['account stored', 'twoFactor.changed']);
    expect(facts).toEqual([{ id: OWNER.sub, change: 'started', actor: OWNER }]);
  });

  it('confirm: after the secret is turned on with a first code', async () => {
    const secret = generateSecret();
    const { service, facts, seen } = twoFactor({ [OWNER.sub]: { totpPending: secret } });
    await service.confirm(OWNER, await generate({ secret }));
    expect(seen).toEqual(['account stored', 'twoFactor.changed']);
    expect(facts).toEqual([{ id: OWNER.sub, change: 'confirmed', actor: OWNER }]);
  });

  it('disable: after the secret is removed', async () => {
    const secret = generateSecret();
    const { service, facts, seen } = twoFactor({ [OWNER.sub]: { totpSecret: secret, passwordHash: await hashPassword(PASSWORD) } });
    await service.disable(OWNER, PASSWORD, await generate({ secret }));
    expect(seen.at(-1)).toBe('twoFactor.changed');
    expect(facts).toEqual([{ id: OWNER.sub, change: 'disabled', actor: OWNER }]);
  });

  it('reset: another admin’s, by the owner', async () => {
    const { service, facts, seen } = twoFactor({ [OTHER]: { totpSecret: 'SECRET' } });
    await service.reset(OWNER, OTHER);
    expect(seen).toEqual(['account stored', 'twoFactor.changed']);
    expect(facts).toEqual([{ id: OTHER, change: 'reset', actor: OWNER }]);
  });

  it('the rule: with whether it is required, naming no account', async () => {
    const { service, facts, seen } = twoFactor({ [OWNER.sub]: { totpSecret: 'SECRET' } });
    await service.setRequired(OWNER, true);
    expect(seen).toEqual(['rule stored', 'twoFactor.changed']);
    expect(facts).toEqual([{ change: 'policySet', actor: OWNER, required: true }]);
  });
});

describe('TwoFactorService tells nothing it refused', () => {
  it('a start while it is on, a wrong password, a reset of one’s own, the rule before one’s own', async () => {
    const { service, facts, seen } = twoFactor({ [OWNER.sub]: { totpSecret: 'SECRET', passwordHash: await hashPassword(PASSWORD) } });
    await expect(service.start(OWNER)).rejects.toThrow();
    await expect(service.disable(OWNER, 'wrong-pass-12', '123456')).rejects.toThrow();
    await expect(service.reset(OWNER, OWNER.sub)).rejects.toThrow();
    const without = twoFactor({ [OWNER.sub]: {} });
    await expect(without.service.setRequired(OWNER, true)).rejects.toThrow();
    expect([...facts, ...without.facts]).toEqual([]);
    expect([...seen, ...without.seen]).toEqual([]);
  });
});
