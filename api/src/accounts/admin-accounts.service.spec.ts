// Each change to an admin account publishes `adminAccount.changed` once stored, and nothing when it is refused (a
// real bus; the accounts, the sessions and the sign-up are stand-ins that record what they were asked).
import { describe, expect, it } from '@jest/globals';
import { ConflictException } from '@nestjs/common';
import { EventEmitter2 } from '@nestjs/event-emitter';
import type { TokenPayload } from '../common/auth/requests.js';
import { DomainEventBus } from '../common/events/domain-events.js';
import type { Account } from './accounts.schema.js';
import { AdminAccountsService } from './admin-accounts.service.js';
import type { AdminSessions } from './admin-sessions.js';
import type { AuthService } from './auth.service.js';
import { hashPassword } from './passwords.js';

const OWNER: TokenPayload = { sub: '0123456789abcdef01234567', role: 'admin', name: 'Owner' };
const OTHER = '0123456789abcdef01234568';
const PASSWORD = 'owner-pass-12';

/** `otherOwners`: whether an active owner besides the one changed remains. */
function accounts(stored: Record<string, Partial<Account>>, { otherOwners = true, taken = false } = {}) {
  const seen: string[] = [];
  const found = (id: string) => (stored[id] ? { _id: id, ...stored[id] } : null);
  const query = (value: unknown) => ({ select: () => query(value), lean: () => query(value), exec: async () => value });
  const admins = {
    findById: (id: string) => query(found(id)),
    updateOne: () => ({ exec: async () => void seen.push('account stored') }),
    findByIdAndUpdate: (id: string) => (seen.push('account stored'), query(found(id))),
    exists: async () => otherOwners,
  };
  const auth = {
    create: async (_role: string, input: Partial<Account>) => {
      if (taken) throw new ConflictException('This e-mail address has an account already');
      seen.push('account stored');
      return { _id: OTHER, ...input };
    },
    issueToken: async () => 'token',
  } as unknown as AuthService;
  const sessions = { forget: () => undefined } as unknown as AdminSessions;
  const emitter = new EventEmitter2();
  const facts: unknown[] = [];
  emitter.on('adminAccount.changed', (fact: unknown) => (facts.push(fact), seen.push('adminAccount.changed')));
  return { service: new AdminAccountsService(admins as never, sessions, auth, new DomainEventBus(emitter)), facts, seen };
}

const NEW_ADMIN = { name: 'Second', email: 'second@example.com', password: PASSWORD, role: 'recruiter' as const };

describe('AdminAccountsService tells each change once stored', () => {
  it('an admin added, by the new account’s id', async () => {
    const { service, facts, seen } = accounts({});
    await service.add(NEW_ADMIN, OWNER);
    expect(seen).toEqual(['account stored', 'adminAccount.changed']);
    expect(facts).toEqual([{ id: OTHER, change: 'added', actor: OWNER }]);
  });

  it('a role changed, an admin disabled and enabled again', async () => {
    const { service, facts, seen } = accounts({ [OTHER]: { role: 'recruiter' } });
    await service.changeRole(OTHER, { role: 'owner' }, OWNER);
    await service.disable(OTHER, OWNER);
    await service.enable(OTHER, OWNER);
    expect(seen.filter((s) => s === 'adminAccount.changed')).toHaveLength(3);
    expect(seen.at(-1)).toBe('adminAccount.changed');
    expect(facts).toEqual(['roleChanged', 'disabled', 'enabled'].map((change) => ({ id: OTHER, change, actor: OWNER })));
  });

  it('one’s own password changed, and a sign-out everywhere', async () => {
    const { service, facts, seen } = accounts({ [OWNER.sub]: { passwordHash: await hashPassword(PASSWORD) } });
    await service.changePassword(OWNER, PASSWORD, 'new-pass-1234');
    await service.signOutEverywhere(OWNER);
    expect(seen).toEqual(['account stored', 'adminAccount.changed', 'account stored', 'adminAccount.changed']);
    expect(facts).toEqual(['passwordChanged', 'signedOutEverywhere'].map((change) => ({ id: OWNER.sub, change, actor: OWNER })));
  });
});

describe('AdminAccountsService tells nothing it refused', () => {
  it('an address taken, the last owner demoted or disabled, a wrong current password', async () => {
    const taken = accounts({}, { taken: true });
    await expect(taken.service.add(NEW_ADMIN, OWNER)).rejects.toThrow('has an account already');
    const lastOwner = accounts({ [OWNER.sub]: { role: 'owner', passwordHash: await hashPassword(PASSWORD) } }, { otherOwners: false });
    await expect(lastOwner.service.changeRole(OWNER.sub, { role: 'recruiter' }, OWNER)).rejects.toThrow();
    await expect(lastOwner.service.disable(OWNER.sub, OWNER)).rejects.toThrow();
    await expect(lastOwner.service.changePassword(OWNER, 'wrong-pass-12', 'new-pass-1234')).rejects.toThrow();
    expect([...taken.facts, ...lastOwner.facts]).toEqual([]);
  });
});
