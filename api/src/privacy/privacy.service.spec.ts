// An admin's erasure publishes `person.erased` once everything about the address or number is deleted, and nothing
// when a delete fails (a real bus; the submissions, accounts, outboxes and codes are stand-ins that record what they
// were asked).
import { describe, expect, it } from '@jest/globals';
import { EventEmitter2 } from '@nestjs/event-emitter';
import { noDeletions } from '@site/contracts';
import type { VisitorAccounts } from '../accounts/index.js';
import type { ResumeLog } from '../applications/index.js';
import type { TokenPayload } from '../common/auth/requests.js';
import { DomainEventBus } from '../common/events/domain-events.js';
import type { FileStore } from '../common/files/file-store.js';
import type { MailOutbox } from '../mail/index.js';
import type { PhoneCodes } from '../phone-codes/index.js';
import type { SmsOutbox } from '../sms/index.js';
import type { SubmissionHistory, SubmissionsService } from '../submissions/index.js';
import { PrivacyService } from './privacy.service.js';

const ADMIN: TokenPayload = { sub: 'a1', role: 'admin', name: 'Administrator' };
const EMAIL = 'ravi@example.com';
const MOBILE = '+919876543210';

function privacy({ accountsFail = false } = {}) {
  const seen: string[] = [];
  const submissions = {
    withEmail: async () => [],
    holding: async (_types: unknown, term: string) => (seen.push(`submissions holding ${term}`), []),
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
  const sms = { removeOf: async (about: string[]) => (seen.push(`SMS about ${about.join()} deleted`), 1) } as unknown as SmsOutbox;
  const codes = { erase: async (e164: string) => void seen.push(`codes of ${e164} erased`) } as unknown as PhoneCodes;
  const bus = new DomainEventBus(emitter);
  const service = new PrivacyService(accounts, submissions, {} as SubmissionHistory, {} as FileStore, {} as ResumeLog, mail, bus, sms, codes);
  return { service, facts, seen };
}

describe('PrivacyService.erase', () => {
  it('publishes person.erased with the address and who erased it, after everything is deleted', async () => {
    const { service, facts, seen } = privacy();
    expect(await service.erase({ email: EMAIL }, ADMIN)).toEqual({ ...noDeletions(), mails: 2, accounts: 1 });
    expect(seen).toEqual(['submissions deleted', 'e-mails deleted', 'account deleted', 'person.erased']);
    expect(facts).toEqual([{ person: EMAIL, actor: ADMIN }]);
  });

  it("erases a number's submissions, the SMS of its codes and its codes, touching no account, then publishes the number", async () => {
    const { service, facts, seen } = privacy();
    expect(await service.erase({ mobile: MOBILE }, ADMIN)).toEqual({ ...noDeletions(), mails: 0, accounts: 0 });
    expect(seen.slice(0, 3)).toEqual([`submissions holding c:${MOBILE}`, 'submissions holding p:9876543210', 'submissions deleted']);
    expect(seen.slice(3, 5).sort()).toEqual([`SMS about ${MOBILE} deleted`, `codes of ${MOBILE} erased`].sort());
    expect(seen.slice(5)).toEqual(['person.erased']);
    expect(facts).toEqual([{ person: MOBILE, actor: ADMIN }]);
  });

  it('publishes nothing when a delete fails', async () => {
    const { service, facts } = privacy({ accountsFail: true });
    await expect(service.erase({ email: EMAIL }, ADMIN)).rejects.toThrow('the database is away');
    expect(facts).toEqual([]);
  });
});
