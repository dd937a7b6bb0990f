import { describe, expect, it } from '@jest/globals';
import { todayInIndia } from '@site/contracts';
import { jobHooks, presentJob } from './job-hooks.js';

const DAY_MS = 24 * 60 * 60 * 1000;
const IST_OFFSET_MS = 5.5 * 60 * 60 * 1000;
const question = { id: 'q1', text: 'Night shifts?', kind: 'yesno', options: [], required: true, knockout: 'No' };

// The content cache, history and events are reached only by the write hooks; these tests call the read ones alone.
const hooks = jobHooks('jobs', undefined as never, undefined as never, undefined as never);

describe('presentJob', () => {
  it('answers a job stored before statuses, closing dates, questions and CV requirements as Open, closing never, asking nothing, a CV optional', () => {
    expect(presentJob({ _id: 'j1', jobTitle: 'Guard' })).toEqual({
      _id: 'j1',
      jobTitle: 'Guard',
      status: 'Open',
      closesOn: null,
      questions: [],
      cv: 'optional',
    });
    expect(presentJob({ _id: 'j1', status: 'Paused', closesOn: '', cv: 'maybe' })).toMatchObject({ status: 'Open', closesOn: null, cv: 'optional' });
  });

  it('keeps what the job has', () => {
    expect(presentJob({ _id: 'j2', status: 'Filled', closesOn: '2026-07-01', questions: [question], cv: 'none' })).toEqual({
      _id: 'j2',
      status: 'Filled',
      closesOn: '2026-07-01',
      questions: [question],
      cv: 'none',
    });
  });
});

describe('publicView', () => {
  it('is the declaration’s: it leaves out which answer knocks a candidate out, and nothing else', () => {
    const { knockout: _, ...seen } = question;
    expect(hooks.publicView!({ _id: 'j1', jobTitle: 'Guard', questions: [question] })).toEqual({ _id: 'j1', jobTitle: 'Guard', questions: [seen] });
  });
});

describe('shown', () => {
  it('lists only the jobs open today in India: not closed, not filled, not past their closing date', () => {
    const jobs = [
      { _id: 'legacy' },
      { _id: 'open', status: 'Open', closesOn: '2999-12-31' },
      { _id: 'today', status: 'Open', closesOn: todayInIndia() },
      { _id: 'past', status: 'Open', closesOn: '2000-01-01' },
      { _id: 'closed', status: 'Closed' },
      { _id: 'filled', status: 'Filled', closesOn: '2999-12-31' },
    ];
    expect(hooks.shown!(jobs).docs.map((j) => j._id)).toEqual(['legacy', 'open', 'today']);
  });

  it('holds until the end of India’s day, when a closing date may pass', () => {
    const before = Date.now();
    const { until } = hooks.shown!([]);
    expect(until).toBeGreaterThan(before);
    expect(until! - before).toBeLessThanOrEqual(DAY_MS);
    // Midnight in India (UTC+5:30).
    expect((until! + IST_OFFSET_MS) % DAY_MS).toBe(0);
  });
});
