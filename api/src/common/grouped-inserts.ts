/**
 * Group commit for one collection's inserts: while one insert is in flight, the documents of the callers that come
 * meanwhile wait for it and then go together in one insertMany. Alone, a caller's insert goes at once; under a burst
 * of forms, the embedded database writes one batch per round instead of one per form, which is what it spends its
 * time on. `insert` must be unordered: a document that fails fails its own caller only (a bulk error's `writeErrors`
 * say which), and any other error fails the whole batch.
 */
interface WriteError {
  index: number;
  code?: number;
  errmsg?: string;
}

export class GroupedInserts<T> {
  private queued: Array<{ docs: T[]; done: (err?: unknown) => void }> = [];
  private flying = false;

  constructor(private readonly insert: (docs: T[]) => Promise<unknown>) {}

  add(docs: T[]): Promise<void> {
    if (!docs.length) return Promise.resolve();
    return new Promise((resolve, reject) => {
      this.queued.push({ docs, done: (err) => (err ? reject(err) : resolve()) });
      if (!this.flying) void this.flush();
    });
  }

  private async flush() {
    this.flying = true;
    while (this.queued.length) {
      const batch = this.queued.splice(0);
      let failed: (index: number) => unknown = () => undefined;
      try {
        await this.insert(batch.flatMap((b) => b.docs));
      } catch (err) {
        // The driver gives one write error or a list of them; a refused document's caller gets its own code.
        const writeErrors = (err as { writeErrors?: WriteError | WriteError[] }).writeErrors;
        const bad = writeErrors && new Map([writeErrors].flat().map((e) => [e.index, Object.assign(new Error(e.errmsg ?? String(err)), { code: e.code })]));
        failed = (index) => (bad ? bad.get(index) : err);
      }
      let index = 0;
      for (const b of batch) {
        const err = b.docs.map((_, k) => failed(index + k)).find(Boolean);
        index += b.docs.length;
        b.done(err);
      }
    }
    this.flying = false;
  }
}
