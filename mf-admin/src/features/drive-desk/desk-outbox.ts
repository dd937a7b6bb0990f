// The check-in desk's outbox (docs/behaviour.md §26.4): every check-in and walk-in is written to the phone first,
// with its own `key`, and sent from there. A venue's connection drops: what could not be sent stays on the phone
// (a reload keeps it) and is sent when the connection comes back. The API treats a resend of a key as the same
// check-in, and this outbox never sends one item twice at once, so each reaches the drive exactly once.
import type { DeskAnswer } from '@site/contracts';

interface Kept {
  /** Sent as the request's `key`: a resend is the same check-in. */
  key: string;
  driveId: string;
  /** When the desk took it (ISO). */
  at: string;
}
export type CheckInItem = Kept & { kind: 'checkIn'; pass?: string; mobile?: string };
export type WalkInItem = Kept & { kind: 'walkIn'; name: string; mobile: string; jobId: string; language: 'en' | 'hi' | 'mr' };
export type DeskItem = CheckInItem | WalkInItem;

/** How one attempt went: the API's answer, its refusal (with its message), or no answer worth keeping. */
export type SendOutcome = { sent: DeskAnswer } | { refused: string } | { failed: true };

/** What a flush did: the answers and the refusals, each once. */
export interface FlushReport {
  sent: Array<{ item: DeskItem; answer: DeskAnswer }>;
  refused: Array<{ item: DeskItem; message: string }>;
}

/** The storage the outbox keeps items in: localStorage in the browser. */
export type KeptStorage = Pick<Storage, 'getItem' | 'setItem'>;

const storageKey = (driveId: string) => `drive-desk:${driveId}`;

const isItem = (v: unknown): v is DeskItem => {
  const o = v as Partial<DeskItem> | null;
  return !!o && typeof o.key === 'string' && typeof o.driveId === 'string' && (o.kind === 'checkIn' || o.kind === 'walkIn');
};

/**
 * A refusal is final when the API answered 4xx with reasons about the item itself (a pass unknown, a wrong number):
 * sending it again would be refused again. An expired session (401), a timeout (408), a limit (429) and every 5xx
 * or unreadable answer are not about the item, so it stays.
 */
export function outcomeOf(error: unknown): { refused: string } | { failed: true } {
  const e = error as { status?: unknown; data?: { message?: unknown } } | undefined;
  const status = e?.status;
  if (typeof status === 'number' && status >= 400 && status < 500 && ![401, 408, 429].includes(status)) {
    const message = e?.data?.message;
    return { refused: typeof message === 'string' && message ? message : 'The server refused this' };
  }
  return { failed: true };
}

export class DeskOutbox {
  private items: DeskItem[];
  private flushing: Promise<FlushReport> | null = null;
  private readonly listeners = new Set<() => void>();

  constructor(
    readonly driveId: string,
    private readonly storage: KeptStorage,
    private readonly send: (item: DeskItem) => Promise<SendOutcome>,
  ) {
    this.items = this.read();
  }

  /** What is still waiting to be sent, oldest first. */
  waiting(): readonly DeskItem[] {
    return this.items;
  }

  /** Whether a flush is running now. */
  get sending(): boolean {
    return this.flushing !== null;
  }

  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Keeps `item` on the phone (before anything is sent). */
  add(item: DeskItem): void {
    if (this.items.some((i) => i.key === item.key)) return;
    this.items = [...this.items, item];
    this.write();
  }

  /**
   * Sends what is waiting, oldest first, one at a time. Stops at the first that got no usable answer (the
   * connection is down: the rest would fail too) and keeps it and those after it. A flush already running is
   * joined, never doubled.
   */
  flush(): Promise<FlushReport> {
    this.flushing ??= this.run().finally(() => {
      this.flushing = null;
      this.emit();
    });
    this.emit();
    return this.flushing;
  }

  private async run(): Promise<FlushReport> {
    const report: FlushReport = { sent: [], refused: [] };
    // Items added while this runs are sent by it too.
    for (let item = this.items[0]; item; item = this.items[0]) {
      let outcome: SendOutcome;
      try {
        outcome = await this.send(item);
      } catch {
        outcome = { failed: true };
      }
      if ('failed' in outcome) break;
      const done = item.key;
      this.items = this.items.filter((i) => i.key !== done);
      this.write();
      if ('sent' in outcome) report.sent.push({ item, answer: outcome.sent });
      else report.refused.push({ item, message: outcome.refused });
    }
    return report;
  }

  private read(): DeskItem[] {
    try {
      const parsed: unknown = JSON.parse(this.storage.getItem(storageKey(this.driveId)) ?? '[]');
      return Array.isArray(parsed) ? parsed.filter(isItem).filter((i) => i.driveId === this.driveId) : [];
    } catch {
      return [];
    }
  }

  private write(): void {
    try {
      this.storage.setItem(storageKey(this.driveId), JSON.stringify(this.items));
    } catch {
      // A full or refused storage keeps the items in memory for this page's life.
    }
    this.emit();
  }

  private emit(): void {
    for (const l of this.listeners) l();
  }
}

/** A fresh key for an item: unique across phones, so the API tells a resend from a new check-in. */
export const newKey = (): string => crypto.randomUUID();
