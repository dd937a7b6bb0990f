// An admin's erasure publishes `person.erased` once everything about the address is deleted, and nothing when a
// delete fails (a real bus; the submissions, accounts and outbox are stand-ins that record what they were asked).
import { describe, expect, it } from '@jest/globals';
import { EventEmitter2 } from '@nestjs/event-emitter';
import { noDeletions } from '@site/contracts';
import type { VisitorAccounts } from '../accounts/index.js';
import type { ResumeLog } from '../applications/index.js';
import type { TokenPayload } from '../common/auth/requests.js';
import { DomainEventBus } from '../common/events/domain-events.js';
import type { FileStore } from '../common/files/file-store.js';
import type { MailOutbox } from '../mail/index.js';
import type { SubmissionHistory, SubmissionsService } from '../submissions/index.js';
import { PrivacyService } from './privacy.service.js';

const ADMIN: TokenPayload = { sub: 'a1', role: 'admin', name: 'Administrator' };
const EMAIL = 'ravi@example.com';

function privacy({ accountsFail = false } = {}) {
  const seen: string[] = [];
  const submissions = {
    withEmail: async () => [],
    removeEach: async () => (seen.push('submissions deleted'), { removed: noDeletions(), mails: 0 }),
  } as unknown as SubmissionsService;
  const accounts = {
    idsOf: async () => ['u1'],
    remove: async (ids: string[]) => {
      if (accountsFail) throw new Error('the database is away');
      seen.push('account deleted');
      return ids.length;
    },
  } as unknown as VisitorAccounts;
  const mail = { removeOf: async () => (seen.push('e-mails deleted'), 2) } as unknown as MailOutbox;
  const emitter = new EventEmitter2();
  const facts: unknown[] = [];
  emitter.on('person.erased', (fact: unknown) => (facts.push(fact), seen.push('person.erased')));
  const service = new PrivacyService(accounts, submissions, {} as SubmissionHistory, {} as FileStore, {} as ResumeLog, mail, new DomainEventBus(emitter));
  return { service, facts, seen };
}

describe('PrivacyService.erase', () => {
  it('publishes person.erased with the address and who erased it, after everything is deleted', async () => {
    const { service, facts, seen } = privacy();
    expect(await service.erase(EMAIL, ADMIN)).toEqual({ ...noDeletions(), mails: 2, accounts: 1 });
    expect(seen).toEqual(['submissions deleted', 'e-mails deleted', 'account deleted', 'person.erased']);
    expect(facts).toEqual([{ email: EMAIL, actor: ADMIN }]);
  });

  it('publishes nothing when a delete fails', async () => {
    const { service, facts } = privacy({ accountsFail: true });
    await expect(service.erase(EMAIL, ADMIN)).rejects.toThrow('the database is away');
    expect(facts).toEqual([]);
  });
});
