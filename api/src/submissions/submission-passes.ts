// This instance's writer of each submission type's derived documents: passes asked for, passes done and who waits
// for which. A writer runs one pass at a time per type, each taking every entry journalled before it began (all that
// queued meanwhile), until none is asked for.

type Waiter = { upTo: number; resolve: () => void; reject: (e: unknown) => void };

export class SubmissionPasses {
  private readonly asked = new Map<string, number>();
  /** The pass that applies the latest submission nobody waited for (a visitor's), per type. */
  private readonly unwaited = new Map<string, number>();
  private readonly done = new Map<string, number>();
  private readonly waiting = new Map<string, Waiter[]>();
  private readonly writing = new Set<string>();

  /** `pass` brings the derived documents of a type up to date; its failure fails those waiting for it. */
  constructor(private readonly pass: (type: string) => Promise<void>) {}

  /** Asks this instance's writer of `type` for a pass; resolves when a pass that began after now is done. */
  ask(type: string): Promise<void> {
    const upTo = (this.asked.get(type) ?? 0) + 1;
    this.asked.set(type, upTo);
    if (!this.writing.has(type)) void this.drain(type);
    return this.passDone(type, upTo);
  }

  /** The pass last asked for of `type` applies a submission nobody waits for: `settled` waits for it. */
  leftUnwaited(type: string) {
    this.unwaited.set(type, this.asked.get(type)!);
  }

  /** Resolves once the passes that apply the submissions nobody waited for are done (failed or not), or after `maxWaitMs`. */
  async settled(types: readonly string[], maxWaitMs: number): Promise<void> {
    const all = Promise.all(types.map((type) => this.passDone(type, this.unwaited.get(type) ?? 0).catch(() => undefined)));
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([all, new Promise((r) => (timer = setTimeout(r, maxWaitMs)))]);
    clearTimeout(timer);
  }

  private passDone(type: string, upTo: number): Promise<void> {
    if ((this.done.get(type) ?? 0) >= upTo) return Promise.resolve();
    return new Promise((resolve, reject) => (this.waiting.get(type) ?? this.waiting.set(type, []).get(type)!).push({ upTo, resolve, reject }));
  }

  /** Passes until none is asked for: each takes every entry journalled before it began (all that queued meanwhile). */
  private async drain(type: string) {
    this.writing.add(type);
    while ((this.done.get(type) ?? 0) < (this.asked.get(type) ?? 0)) {
      const upTo = this.asked.get(type)!;
      let failed: unknown;
      try {
        await this.pass(type);
      } catch (err) {
        failed = err; // The entries stay journalled: the next pass, or another instance, applies them.
      }
      this.done.set(type, upTo);
      const waiting = this.waiting.get(type) ?? [];
      this.waiting.set(
        type,
        waiting.filter((w) => w.upTo > upTo),
      );
      for (const w of waiting.filter((w) => w.upTo <= upTo)) {
        if (failed) w.reject(failed);
        else w.resolve();
      }
    }
    this.writing.delete(type);
  }
}
