// A release that failed here (its server code could not be had, or it threw while drawing a page): logged, reported
// to the API (which counts failures per release, ends a failing canary and rolls back a failing live release), and
// skipped for a while, so every page does not try it again before falling back.
import { mintReportToken } from '@site/contracts/release-tokens';
import type { ReleaseRemote, ReleaseReport } from '@site/contracts/releases';

/** Where failures are reported, and the secret that makes the API count them (unset: they are only logged). */
export interface ReportTo {
  apiUrl: string;
  shellSecret?: string;
}

const SKIP_MS = 30_000;
const REPORT_EVERY_MS = 60_000;

const failedAt = new Map<string, number>();
const reportedAt = new Map<string, number>();
const keyOf = (remote: ReleaseRemote, id: string) => `${remote}/${id}`;

/** Whether this release failed here in the last 30 s. */
export function recentlyFailed(remote: ReleaseRemote, id: string): boolean {
  const at = failedAt.get(keyOf(remote, id));
  return at !== undefined && Date.now() - at < SKIP_MS;
}

export function releaseFailed({ apiUrl, shellSecret }: ReportTo, remote: ReleaseRemote, id: string, stage: 'load' | 'draw', reason: string) {
  const key = keyOf(remote, id);
  const now = Date.now();
  failedAt.set(key, now);
  console.error(`Release ${id} of the ${remote} remote failed to ${stage} on the server (${reason}); for 30 s pages fall back to the release before it.`);
  if (!shellSecret || now - (reportedAt.get(key) ?? 0) < REPORT_EVERY_MS) return;
  reportedAt.set(key, now);
  // A token of its own: the API counts each of the shell's reports as one visitor's failure.
  const token = mintReportToken(shellSecret, { kind: 'server', remote, ids: [id] });
  const report: ReleaseReport = { remote, release: id, outcome: 'failed', stage, where: 'server', token };
  // Fire and forget: a page never waits for the API.
  fetch(`${apiUrl.replace(/\/$/, '')}/releases/report`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(report),
    signal: AbortSignal.timeout(2000),
  }).catch(() => undefined);
}

/** Forgets every failure (tests). */
export function forgetReleaseFailures() {
  failedAt.clear();
  reportedAt.clear();
}
