// What every submission's facts cause in its room, each listener with stand-ins for the stores it writes.
import { describe, expect, it } from '@jest/globals';
import type { TokenPayload } from '../common/auth/requests.js';
import type { AppConfig } from '../config/env.js';
import { ENQUIRY_KINDS } from './enquiry-kinds.js';
import type { SubmissionChanged } from './events.js';
import { SubmissionKinds } from './submission-kind.js';
import { SubmissionListeners } from './submission-listeners.js';

const ADMIN: TokenPayload = { sub: 'a1', role: 'admin', name: 'Administrator' };
const ID = '0123456789abcdef01234567';
const contact = { _id: ID, name: 'Zed', email: 'z@example.com', subject: 'Quote', message: 'Call me', createdAt: new Date('2026-12-01T00:00:00Z') };

function listeners({ wrote = false } = {}) {
  const done: unknown[] = [];
  const kinds = new SubmissionKinds();
  kinds.add(ENQUIRY_KINDS.userContact);
  const made = new SubmissionListeners(
    { record: async (type: string, changes: unknown[], options: unknown) => void done.push(['rows', type, changes, options]) } as never,
    {
      recordEdit: async (_type: string, _id: string, _before: unknown, _after: unknown, _actor: unknown, note?: string) => void done.push(['history', note]),
      wrote: async () => wrote,
      remove: async () => void done.push('history removed'),
    } as never,
    {
      queueSubmitted: async (_type: string, _id: string, mails: Promise<Array<{ kind: string; to: string }>>) =>
        void done.push(['mails', (await mails).map((m) => `${m.kind} to ${m.to}`)]),
      removeOf: async () => void done.push('mails removed'),
    } as never,
    kinds,
    { fingerprints: { deleteMany: async () => void done.push('fingerprints removed') } } as never,
    { recipient: async () => 'office@example.com' } as never,
    { mail: { siteUrl: 'https://www.example.com' } } as unknown as AppConfig,
  );
  return { made, done };
}

const change = (fields: Partial<SubmissionChanged> = {}): SubmissionChanged => ({
  type: 'userContact',
  id: ID,
  before: { ...contact, email: 'old@example.com' },
  after: { ...contact, status: 'Closed' },
  actor: ADMIN,
  context: { note: 'Called back' },
  ...fields,
});

describe('a stored submission', () => {
  it('queues an enquiry’s notification to the office and its confirmation to the sender, on its own fact', async () => {
    const { made, done } = listeners();
    await made.mails({ type: 'userContact', id: ID, enquiry: contact });
    expect(done).toEqual([['mails', ['notification to office@example.com', 'confirmation to z@example.com']]]);
  });

  it('journals its rows without waiting for the lists', async () => {
    const { made, done } = listeners();
    await made.listed({ type: 'userContact', id: ID, submission: contact });
    expect(done).toEqual([['rows', 'userContact', [expect.objectContaining({ id: ID, row: expect.objectContaining({ s: 'New' }) })], { wait: false }]]);
  });
});

describe('a change', () => {
  it('puts the change in the lists at once, with the terms it held before and holds now', async () => {
    const { made, done } = listeners();
    await made.relisted(change());
    const [, , [row], options] = done[0] as [string, string, Array<{ terms: string[]; row: { s: string } }>, unknown];
    expect(row!.row.s).toBe('Closed');
    expect(row!.terms).toEqual(expect.arrayContaining(['e:old@example.com', 'e:z@example.com']));
    expect(options).toEqual({ wait: true });
  });

  it('writes its history with the note, but not again when a replay finds it written', async () => {
    const first = listeners();
    await first.made.recorded(change());
    expect(first.done).toEqual([['history', 'Called back']]);
    const replay = listeners({ wrote: true });
    await replay.made.recorded(change({ event: 'e1', replayed: true }));
    expect(replay.done).toEqual([]);
  });
});

describe('a delete', () => {
  it('takes the history, the e-mails and the spam fingerprints first, and the rows after', async () => {
    const { made, done } = listeners();
    await made.forgotten({ type: 'userContact', ids: [ID] });
    expect([...done].sort()).toEqual(['fingerprints removed', 'history removed', 'mails removed']);
    await made.unlisted({ type: 'userContact', ids: [ID], submissions: [contact] });
    expect(done[3]).toEqual(['rows', 'userContact', [expect.objectContaining({ id: ID, row: null })], { wait: true }]);
  });
});
