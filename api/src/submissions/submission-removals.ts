// What other modules keep about a submission (an application's interviews) is deleted on every path that deletes
// the submission: each module registers here, and the delete hooks call them all, so the submissions module needs
// to know none of them.
import type { SubmissionKey } from '@site/contracts';

export type RemovalListener = (key: SubmissionKey, ids: string[]) => Promise<unknown>;

export class SubmissionRemovals {
  private readonly listeners: RemovalListener[] = [];

  /** Called by a module when it starts. */
  add(listener: RemovalListener) {
    this.listeners.push(listener);
  }

  async run(key: SubmissionKey, ids: string[]) {
    for (const listener of this.listeners) await listener(key, ids);
  }
}
