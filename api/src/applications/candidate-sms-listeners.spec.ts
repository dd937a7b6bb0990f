// The SMS the applications room sends a candidate with a proved number on a stage move, with stand-ins for the
// pieces it calls: only such a candidate, only when the move asks to tell, once across a replay.
import { describe, expect, it } from '@jest/globals';
import type { TokenPayload } from '../common/auth/requests.js';
import { CandidateSmsListeners } from './candidate-sms-listeners.js';
import type { StageChanged } from './events.js';

const ADMIN: TokenPayload = { sub: 'a1', role: 'admin', name: 'Administrator' };
const ID = '0123456789abcdef01234567';
const PHONE = { _id: ID, name: 'सुनील', candidate: '+919876543210', phoneVerified: true, language: 'mr' };
const move = (fields: Partial<StageChanged>): StageChanged => ({
  id: ID,
  from: 'Reviewed',
  to: 'Shortlisted',
  application: PHONE,
  actor: ADMIN,
  notify: true,
  ...fields,
});

function listeners({ held = undefined as Date | undefined, wrote = false, fails = false, dropped = 1 } = {}) {
  const done: string[] = [];
  const made = new CandidateSmsListeners(
    {
      tell: async (status: string) => {
        if (fails) throw new Error('outbox down');
        done.push(`SMS ${status}`);
        return { text: `text of ${status}`, heldUntil: held };
      },
      dropHeld: async () => (done.push('held SMS dropped'), dropped > 0),
    } as never,
    {
      record: async (_key: string, _id: string, lines: Array<{ text: string }>, _actor: unknown, event?: string) =>
        void done.push(...lines.map((l) => `history${event ? ` (${event})` : ''}: ${l.text}`)),
      wrote: async () => wrote,
    } as never,
    { findOne: async (_key: string, id: string) => (id === ID ? PHONE : Promise.reject(new Error('Application not found'))) } as never,
  );
  return { made, done };
}

describe('the status SMS', () => {
  it('tells a candidate with a proved number, and writes the SMS into the history marked with the move', async () => {
    const { made, done } = listeners();
    await made.stageSms(move({ event: 'e1' }));
    expect(done).toEqual(['SMS Shortlisted', 'history (e1): SMS sent to the candidate: text of Shortlisted']);
  });

  it('says until when a held one waits', async () => {
    const { made, done } = listeners({ held: new Date('2026-06-12T05:00:00Z') });
    await made.stageSms(move({}));
    expect(done[1]).toBe("history: The candidate will hear with the interview's invitation, or by this SMS at 12 Jun 2026, 10:30 am IST: text of Shortlisted");
  });

  it('sends nothing without a proved number, without notify, for a stage with no template, or again on a replay that wrote it', async () => {
    const { made, done } = listeners();
    await made.stageSms(move({ application: { ...PHONE, phoneVerified: false } }));
    await made.stageSms(move({ notify: false }));
    await made.stageSms(move({ notify: undefined }));
    await made.stageSms(move({ to: 'Reviewed' }));
    expect(done).toEqual([]);
    const replay = listeners({ wrote: true });
    await replay.made.stageSms(move({ event: 'e1', replayed: true }));
    expect(replay.done).toEqual([]);
  });

  it('on a failure, writes an unmarked line (the move is tried again) and fails the request', async () => {
    const { made, done } = listeners({ fails: true });
    await expect(made.stageSms(move({ event: 'e1' }))).rejects.toThrow('outbox down');
    expect(done).toEqual(['history: The SMS to the candidate could not be queued']);
  });
});

describe('leaving Shortlisted', () => {
  it('drops a held Shortlisted SMS and says so; nothing when none was held', async () => {
    const { made, done } = listeners();
    await made.shortlistSmsLeft(move({ from: 'Shortlisted', to: 'Rejected' }));
    expect(done).toEqual(['held SMS dropped', 'history: The held Shortlisted SMS was not sent: the application moved to Rejected']);
    const none = listeners({ dropped: 0 });
    await none.made.shortlistSmsLeft(move({ from: 'Shortlisted', to: 'Hired' }));
    expect(none.done).toEqual(['held SMS dropped']);
  });
});

describe('a delivery receipt', () => {
  it('writes how an SMS about an application ended into its history', async () => {
    const { made, done } = listeners();
    await made.receipt({ about: ID, id: 's1', status: 'delivered' });
    await made.receipt({ about: ID, id: 's2', status: 'undelivered' });
    expect(done).toEqual(['history: SMS delivered', 'history: SMS not delivered: undelivered']);
  });

  it('writes nothing for an SMS about a number alone, or about an application deleted since', async () => {
    const { made, done } = listeners();
    await made.receipt({ about: '+919876543210', id: 's1', status: 'delivered' });
    await made.receipt({ about: 'fedcba9876543210fedcba98', id: 's2', status: 'delivered' });
    expect(done).toEqual([]);
  });
});
