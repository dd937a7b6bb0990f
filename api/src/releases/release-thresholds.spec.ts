import { describe, expect, it } from '@jest/globals';
import { canaryFailing, liveFailing } from './release-thresholds.js';

const t = { maxFailures: 20, maxFailurePercent: 10, minReports: 20, minFailingVisitors: 5 };

describe('canaryFailing', () => {
  it('ends a canary at the failure count or past the rate after enough reports, naming the tally', () => {
    expect(canaryFailing({ loads: 100, failures: 20, visitors: 5 }, t)).toBe('20 failures in 120 reports (16.7 %) from 5 visitors: at least 20 failures');
    expect(canaryFailing({ loads: 15, failures: 5, visitors: 5 }, t)).toBe(
      '5 failures in 20 reports (25 %) from 5 visitors: above 10 % after at least 20 reports',
    );
  });

  it('keeps a canary below the rate, before enough reports, or on fewer visitors’ word', () => {
    expect(canaryFailing({ loads: 190, failures: 10, visitors: 10 }, t)).toBeNull();
    expect(canaryFailing({ loads: 10, failures: 9, visitors: 9 }, t)).toBeNull();
    expect(canaryFailing({ loads: 0, failures: 500, visitors: 4 }, t)).toBeNull();
  });
});

describe('liveFailing', () => {
  it('rolls a live release back on the rate alone, never on a count of failures', () => {
    expect(liveFailing({ loads: 10_000, failures: 50, visitors: 50 }, t)).toBeNull();
    expect(liveFailing({ loads: 30, failures: 10, visitors: 6 }, t)).toBe(
      '10 failures in 40 reports (25 %) from 6 visitors: above 10 % after at least 20 reports',
    );
    expect(liveFailing({ loads: 30, failures: 10, visitors: 4 }, t)).toBeNull();
  });
});
