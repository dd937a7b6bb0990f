import { describe, expect, it } from '@jest/globals';
import { SubmissionPasses } from './submission-passes.js';

/** A pass that waits until the test lets it end, or fail. */
function gatedPasses() {
  const started: string[] = [];
  const gates: Array<{ open: () => void; fail: (e: Error) => void }> = [];
  const passes = new SubmissionPasses(
    (type) =>
      new Promise<void>((resolve, reject) => {
        started.push(type);
        gates.push({ open: resolve, fail: reject });
      }),
  );
  const tick = () => new Promise((r) => setImmediate(r));
  return { passes, started, gates, tick };
}

describe('SubmissionPasses', () => {
  it('runs one pass at a time per type, and one more for all that were asked for meanwhile', async () => {
    const { passes, started, gates, tick } = gatedPasses();
    const first = passes.ask('homeEnquiry');
    const second = passes.ask('homeEnquiry');
    const third = passes.ask('homeEnquiry');
    await tick();
    expect(started).toEqual(['homeEnquiry']);
    gates[0]!.open();
    await first;
    await tick();
    // The second and third were asked while the first ran: one pass takes both.
    expect(started).toEqual(['homeEnquiry', 'homeEnquiry']);
    gates[1]!.open();
    await Promise.all([second, third]);
    await tick();
    expect(started).toHaveLength(2);
  });

  it('runs the passes of two types side by side', async () => {
    const { passes, started, tick } = gatedPasses();
    void passes.ask('homeEnquiry');
    void passes.ask('applyJobs');
    await tick();
    expect(started).toEqual(['homeEnquiry', 'applyJobs']);
  });

  it('fails those waiting for a pass that failed, and the next pass runs all the same', async () => {
    const { passes, started, gates, tick } = gatedPasses();
    const failing = passes.ask('userContact');
    await tick();
    const after = passes.ask('userContact');
    gates[0]!.fail(new Error('connection lost'));
    await expect(failing).rejects.toThrow('connection lost');
    await tick();
    expect(started).toHaveLength(2);
    gates[1]!.open();
    await expect(after).resolves.toBeUndefined();
  });

  it('settles once the pass of a submission nobody waited for is done, and at most after the longest wait', async () => {
    const { passes, gates, tick } = gatedPasses();
    void passes.ask('homeEnquiry').catch(() => undefined);
    passes.leftUnwaited('homeEnquiry');
    let settled = false;
    const settling = passes.settled(['homeEnquiry'], 60_000).then(() => (settled = true));
    await tick();
    expect(settled).toBe(false);
    gates[0]!.open();
    await settling;

    let passDone = false;
    void passes
      .ask('homeEnquiry')
      .then(() => (passDone = true))
      .catch(() => undefined);
    passes.leftUnwaited('homeEnquiry');
    // Its pass never ends here: settling gives up after the longest wait, the pass still running.
    await passes.settled(['homeEnquiry'], 50);
    expect(passDone).toBe(false);
    // A type nothing was journalled for is settled at once.
    await passes.settled(['userContact'], 60_000);
  });
});
