import { describe, expect, it } from '@jest/globals';
import type { DeskAnswer } from '@site/contracts';
import { type CheckInItem, DeskOutbox, type DeskItem, type KeptStorage, outcomeOf, type SendOutcome } from './desk-outbox';

const DRIVE = '65f000000000000000000001';

class MemoryStorage implements KeptStorage {
  readonly data = new Map<string, string>();
  getItem(k: string) {
    return this.data.get(k) ?? null;
  }
  setItem(k: string, v: string) {
    this.data.set(k, v);
  }
}

const checkIn = (key: string, mobile = '+919876543210'): CheckInItem => ({ kind: 'checkIn', key, driveId: DRIVE, at: '2025-01-01T04:00:00Z', mobile });

const answer = (queue: number): DeskAnswer => ({
  person: {
    id: `${DRIVE}|+919876543210`,
    name: 'Asha',
    mobile: '+919876543210',
    jobId: 'j',
    jobTitle: 'Guard',
    applicationId: 'a',
    slot: '09:00',
    walkIn: false,
    language: 'en',
    status: 'booked',
    checkedIn: { at: '2025-01-01T04:00:00Z', queue },
  },
});

/** A fake API: answers each key by `reply`, and counts the sends of each key. */
function fakeApi(reply: (item: DeskItem) => SendOutcome | Promise<SendOutcome>) {
  const sends: string[] = [];
  return {
    sends,
    send: async (item: DeskItem) => {
      sends.push(item.key);
      return reply(item);
    },
  };
}

describe('DeskOutbox', () => {
  it('keeps an item on the phone before sending: a reload of the desk finds it waiting', () => {
    const storage = new MemoryStorage();
    const api = fakeApi(() => ({ failed: true }));
    new DeskOutbox(DRIVE, storage, api.send).add(checkIn('k-1'));
    const reloaded = new DeskOutbox(DRIVE, storage, api.send);
    expect(reloaded.waiting().map((i) => i.key)).toEqual(['k-1']);
    // Another drive's desk does not see it.
    expect(new DeskOutbox('65f000000000000000000002', storage, api.send).waiting()).toEqual([]);
    expect(api.sends).toEqual([]);
  });

  it('sends each item once, even when several flushes are asked for at once (online event, timer, a tap)', async () => {
    const storage = new MemoryStorage();
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const api = fakeApi(async () => {
      await gate;
      return { sent: answer(4) };
    });
    const outbox = new DeskOutbox(DRIVE, storage, api.send);
    outbox.add(checkIn('k-1'));
    outbox.add(checkIn('k-1')); // the same key twice is one item
    const first = outbox.flush();
    const second = outbox.flush();
    expect(outbox.sending).toBe(true);
    release();
    const [a, b] = await Promise.all([first, second]);
    expect(a).toBe(b);
    expect(a.sent.map((s) => [s.item.key, s.answer.person.checkedIn?.queue])).toEqual([['k-1', 4]]);
    await outbox.flush();
    expect(api.sends).toEqual(['k-1']);
    expect(outbox.waiting()).toEqual([]);
    expect(new DeskOutbox(DRIVE, storage, api.send).waiting()).toEqual([]);
  });

  it('keeps what got no answer, in order, and sends it on the next flush', async () => {
    const storage = new MemoryStorage();
    let online = false;
    const api = fakeApi((item) => (online ? { sent: answer(Number(item.key.slice(2))) } : { failed: true }));
    const outbox = new DeskOutbox(DRIVE, storage, api.send);
    outbox.add(checkIn('k-1'));
    outbox.add(checkIn('k-2', '+919876543211'));
    const offline = await outbox.flush();
    expect(offline).toEqual({ sent: [], refused: [] });
    // The first failure stops the flush: the second is not tried while the connection is down.
    expect(api.sends).toEqual(['k-1']);
    expect(new DeskOutbox(DRIVE, storage, api.send).waiting().map((i) => i.key)).toEqual(['k-1', 'k-2']);
    online = true;
    const back = await outbox.flush();
    expect(back.sent.map((s) => s.answer.person.checkedIn?.queue)).toEqual([1, 2]);
    expect(api.sends).toEqual(['k-1', 'k-1', 'k-2']);
    expect(outbox.waiting()).toEqual([]);
  });

  it('keeps an item whose send threw', async () => {
    const api = fakeApi(() => {
      throw new TypeError('Failed to fetch');
    });
    const outbox = new DeskOutbox(DRIVE, new MemoryStorage(), api.send);
    outbox.add(checkIn('k-1'));
    await expect(outbox.flush()).resolves.toEqual({ sent: [], refused: [] });
    expect(outbox.waiting().map((i) => i.key)).toEqual(['k-1']);
  });

  it('drops an item the API refused with its message, and goes on with the next', async () => {
    const storage = new MemoryStorage();
    const api = fakeApi((item) =>
      item.key === 'k-1' ? outcomeOf({ status: 404, data: { message: 'This pass was not found at this drive' } }) : { sent: answer(7) },
    );
    const outbox = new DeskOutbox(DRIVE, storage, api.send);
    outbox.add({ ...checkIn('k-1'), mobile: undefined, pass: 'ABCDEFGH23' });
    outbox.add(checkIn('k-2'));
    const report = await outbox.flush();
    expect(report.refused).toEqual([{ item: expect.objectContaining({ key: 'k-1' }), message: 'This pass was not found at this drive' }]);
    expect(report.sent.map((s) => s.item.key)).toEqual(['k-2']);
    expect(new DeskOutbox(DRIVE, storage, api.send).waiting()).toEqual([]);
    await outbox.flush();
    expect(api.sends).toEqual(['k-1', 'k-2']);
  });

  it('sends an item added while a flush runs in that same flush', async () => {
    const outbox: DeskOutbox = new DeskOutbox(
      DRIVE,
      new MemoryStorage(),
      fakeApi((item) => {
        if (item.key === 'k-1') outbox.add(checkIn('k-2'));
        return { sent: answer(1) };
      }).send,
    );
    outbox.add(checkIn('k-1'));
    const report = await outbox.flush();
    expect(report.sent.map((s) => s.item.key)).toEqual(['k-1', 'k-2']);
  });

  it('tells listeners when what is waiting changes', async () => {
    const outbox = new DeskOutbox(DRIVE, new MemoryStorage(), fakeApi(() => ({ sent: answer(1) })).send);
    const seen: number[] = [];
    outbox.subscribe(() => seen.push(outbox.waiting().length));
    outbox.add(checkIn('k-1'));
    await outbox.flush();
    expect(seen[0]).toBe(1);
    expect(seen.at(-1)).toBe(0);
  });

  it('reads a damaged store as empty', () => {
    const storage = new MemoryStorage();
    storage.setItem(`drive-desk:${DRIVE}`, '{not json');
    expect(new DeskOutbox(DRIVE, storage, async () => ({ failed: true })).waiting()).toEqual([]);
    storage.setItem(`drive-desk:${DRIVE}`, JSON.stringify([{ key: 1 }, checkIn('k-9')]));
    expect(new DeskOutbox(DRIVE, storage, async () => ({ failed: true })).waiting().map((i) => i.key)).toEqual(['k-9']);
  });
});

describe('outcomeOf', () => {
  it('drops on a refusal about the item, keeps on everything else', () => {
    expect(outcomeOf({ status: 400, data: { message: 'Name is required' } })).toEqual({ refused: 'Name is required' });
    expect(outcomeOf({ status: 409, data: {} })).toEqual({ refused: 'The server refused this' });
    for (const kept of [
      { status: 401, data: { message: 'Session expired' } },
      { status: 408 },
      { status: 429, data: { message: 'Too many' } },
      { status: 500, data: { message: 'boom' } },
      { status: 503 },
      { status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' },
      { status: 'PARSING_ERROR', originalStatus: 502, data: '<html>' },
      { status: 'TIMEOUT_ERROR' },
      new Error('x'),
      undefined,
    ])
      expect(outcomeOf(kept)).toEqual({ failed: true });
  });
});
