// When the reports on a release since a moment (its canary's start, or its becoming live) say it keeps failing.
// Failures count only from several visitors: a few people, or one with many tabs, cannot end a canary nor roll
// back the live release.
import type { ReleasesConfig } from '../config/env.js';

export interface Tally {
  loads: number;
  failures: number;
  /** The distinct visitors whose failures were counted in that time. */
  visitors: number;
}

type Thresholds = ReleasesConfig['canary'];

/** What the audit log says of a tally: "19 failures in 24 reports (79.2 %) from 5 visitors". */
function counted({ loads, failures, visitors }: Tally) {
  const reports = loads + failures;
  const percent = reports ? (failures / reports) * 100 : 0;
  return { reports, percent, text: `${failures} failures in ${reports} reports (${Math.round(percent * 10) / 10} %) from ${visitors} visitors` };
}

const tooFew = (tally: Tally, t: Thresholds) => tally.visitors < t.minFailingVisitors;

/** Why a canary should end (its failures reached the count, or the rate after enough reports), or null. */
export function canaryFailing(tally: Tally, t: Thresholds): string | null {
  if (tooFew(tally, t)) return null;
  const { reports, percent, text } = counted(tally);
  if (tally.failures >= t.maxFailures) return `${text}: at least ${t.maxFailures} failures`;
  if (reports >= t.minReports && percent > t.maxFailurePercent) return `${text}: above ${t.maxFailurePercent} % after at least ${t.minReports} reports`;
  return null;
}

/**
 * Why a live release should be rolled back, or null: only the rate counts, a count of failures alone being what
 * any release served to many visitors gathers (a phone losing its connection mid-load).
 */
export function liveFailing(tally: Tally, t: Thresholds): string | null {
  if (tooFew(tally, t)) return null;
  const { reports, percent, text } = counted(tally);
  return reports >= t.minReports && percent > t.maxFailurePercent ? `${text}: above ${t.maxFailurePercent} % after at least ${t.minReports} reports` : null;
}
