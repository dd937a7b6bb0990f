// Saving a status e-mail's template publishes `statusTemplate.saved` once stored, and nothing when the store fails
// (a real bus; the collection is a stand-in that records what it was asked).
import { describe, expect, it } from '@jest/globals';
import { EventEmitter2 } from '@nestjs/event-emitter';
import type { TokenPayload } from '../../common/auth/requests.js';
import { DomainEventBus } from '../../common/events/domain-events.js';
import { StatusTemplates } from './status-templates.service.js';

const ADMIN: TokenPayload = { sub: 'a1', role: 'admin', name: 'Administrator' };
const TEXT = { subject: 'Welcome aboard', body: 'Dear {name}, welcome.' };

function templates({ storeFails = false } = {}) {
  const seen: string[] = [];
  let stored: Record<string, unknown> | null = null;
  const col = {
    findOne: async () => stored,
    replaceOne: async (_filter: unknown, doc: Record<string, unknown>) => {
      if (storeFails) throw new Error('the database is away');
      stored = doc;
      seen.push('stored');
    },
  };
  const emitter = new EventEmitter2();
  const facts: unknown[] = [];
  emitter.on('statusTemplate.saved', (fact: unknown) => (facts.push(fact), seen.push('statusTemplate.saved')));
  return { service: new StatusTemplates(col as never, new DomainEventBus(emitter)), facts, seen };
}

describe('StatusTemplates.save', () => {
  it('publishes statusTemplate.saved with the status and who saved it, after the template is stored', async () => {
    const { service, facts, seen } = templates();
    expect(await service.save('Hired', TEXT, ADMIN)).toMatchObject({ status: 'Hired', ...TEXT });
    expect(seen).toEqual(['stored', 'statusTemplate.saved']);
    expect(facts).toEqual([{ status: 'Hired', actor: ADMIN }]);
  });

  it('publishes nothing when the template could not be stored', async () => {
    const { service, facts } = templates({ storeFails: true });
    await expect(service.save('Hired', TEXT, ADMIN)).rejects.toThrow('the database is away');
    expect(facts).toEqual([]);
  });
});

describe('a template’s SMS', () => {
  const DLT = { dltTemplateId: '1107000000000000202', dltText: '{#var#} के लिए आपका चयन हुआ। {#var#}' };

  it('keeps the built-in SMS of each language until one is saved, and a language left out keeps its own', async () => {
    const { service } = templates();
    expect((await service.get('Hired')).sms.mr.text).toMatch(/^अभिनंदन! \{jobTitle\} पदासाठी/);
    const saved = await service.save('Hired', { ...TEXT, sms: { hi: { text: '{jobTitle} के लिए आपका चयन हुआ। {link}', ...DLT } } }, ADMIN);
    expect(saved.sms.hi).toEqual({ text: '{jobTitle} के लिए आपका चयन हुआ। {link}', ...DLT });
    expect(saved.sms.en.text).toMatch(/^Congratulations!/);
    expect(await service.smsIn('Hired', 'hi')).toEqual(saved.sms.hi);
  });

  it('refuses a text whose fixed words differ from the registered DLT text, also one stored before, and publishes nothing', async () => {
    const { service, facts } = templates();
    await service.save('Hired', { ...TEXT, sms: { hi: { text: '{jobTitle} के लिए आपका चयन हुआ। {link}', ...DLT } } }, ADMIN);
    const refused = 'The Hindi SMS differs from its registered DLT template: keep its fixed words, with {jobTitle} or {link} where it has {#var#}';
    await expect(service.save('Hired', { ...TEXT, sms: { hi: { text: 'बधाई! {jobTitle} के लिए आपका चयन हुआ। {link}' } } }, ADMIN)).rejects.toThrow(refused);
    await expect(service.save('Hired', { ...TEXT, sms: { hi: { text: '{jobTitle} के लिए आपका चयन हुआ।', ...DLT } } }, ADMIN)).rejects.toThrow(refused);
    expect(facts).toHaveLength(1);
    // Removing the registered text frees the words.
    const freed = await service.save('Hired', { ...TEXT, sms: { hi: { text: 'बधाई! {jobTitle} {link}', dltText: '' } } }, ADMIN);
    expect(freed.sms.hi).toEqual({ text: 'बधाई! {jobTitle} {link}', dltTemplateId: DLT.dltTemplateId });
  });
});
