import { describe, expect, it } from '@jest/globals';
import {
  conversion,
  freeInterviewer as freeOf,
  funnelCsv,
  funnelOf,
  outcomeRefusal,
  queueOf,
  stageOfOutcome,
  stepsOf,
  type VenuePerson,
  waitingOf,
} from './venue-rules.js';

let serial = 0;
const person = (over: Partial<VenuePerson> = {}): VenuePerson => ({
  _id: `d|+9198${String(serial++).padStart(8, '0')}`,
  jobId: 'guard',
  language: 'en',
  walkIn: false,
  status: 'booked',
  ...over,
});
const freeInterviewer = (interviewers: string[], people: VenuePerson[]) => freeOf(interviewers, waitingOf(people));
const checkedIn = (queue: number, interviewer?: string, over: Partial<VenuePerson> = {}) => person({ checkedIn: { queue, interviewer }, ...over });

describe('the interviewer free next', () => {
  it('is the one with the fewest people waiting, the first in order on a tie, none without interviewers', () => {
    expect(freeInterviewer([], [checkedIn(1, 'a')])).toBeUndefined();
    expect(freeInterviewer(['a', 'b', 'c'], [])).toBe('a');
    expect(freeInterviewer(['a', 'b', 'c'], [checkedIn(1, 'a'), checkedIn(2, 'b')])).toBe('c');
    expect(freeInterviewer(['a', 'b', 'c'], [checkedIn(1, 'a'), checkedIn(2, 'b'), checkedIn(3, 'c'), checkedIn(4, 'a')])).toBe('b');
  });

  it('counts only those waiting: an outcome frees the interviewer, and someone no longer interviewing is not counted', () => {
    const people = [
      checkedIn(1, 'a', { outcome: { result: 'selected' } }),
      checkedIn(2, 'a', { outcome: { result: 'rejected' } }),
      checkedIn(3, 'b'),
      checkedIn(4, 'gone'),
    ];
    expect(freeInterviewer(['a', 'b'], people)).toBe('a');
    // Booked but not checked in waits for nobody.
    expect(freeInterviewer(['b', 'a'], [person(), person(), checkedIn(1, 'a')])).toBe('b');
  });
});

describe("an interviewer's queue", () => {
  it('is those given to them, waiting first in queue order, then those with an outcome in queue order', () => {
    const done = checkedIn(1, 'a', { outcome: { result: 'selected' } });
    const third = checkedIn(7, 'a');
    const second = checkedIn(4, 'a');
    const other = checkedIn(2, 'b');
    const doneLater = checkedIn(3, 'a', { outcome: { result: 'onHold' } });
    expect(queueOf([third, done, other, second, person(), doneLater], 'a')).toEqual([second, third, done, doneLater]);
    expect(queueOf([third, done], 'nobody')).toEqual([]);
  });
});

describe('outcomes', () => {
  it('moves each outcome to its stage, a no-show to none', () => {
    expect(['selected', 'onHold', 'rejected', 'joined', 'noShow'].map((r) => stageOfOutcome(r as never))).toEqual([
      'Shortlisted',
      'Reviewed',
      'Rejected',
      'Hired',
      null,
    ]);
  });

  it('marks joined only after selected, and gives a cancelled booking none', () => {
    expect(outcomeRefusal(checkedIn(1), 'joined')).toBe('joinedAfterSelected');
    expect(outcomeRefusal(checkedIn(1, 'a', { outcome: { result: 'onHold' } }), 'joined')).toBe('joinedAfterSelected');
    expect(outcomeRefusal(checkedIn(1, 'a', { outcome: { result: 'selected' } }), 'joined')).toBeNull();
    expect(outcomeRefusal(checkedIn(1, 'a', { outcome: { result: 'joined' } }), 'joined')).toBeNull();
    expect(outcomeRefusal(person({ status: 'cancelled' }), 'noShow')).toBe('cancelledOutcome');
    expect(outcomeRefusal(person(), 'noShow')).toBeNull();
    expect(outcomeRefusal(checkedIn(1), 'rejected')).toBeNull();
  });
});

describe('the funnel', () => {
  it('counts each step by its own rule', () => {
    expect(stepsOf(person())).toEqual({ booked: true, came: false, interviewed: false, selected: false, joined: false });
    expect(stepsOf(person({ walkIn: true, checkedIn: { queue: 1 } }))).toEqual({
      booked: false,
      came: true,
      interviewed: false,
      selected: false,
      joined: false,
    });
    expect(stepsOf(person({ status: 'cancelled' }))).toEqual({ booked: false, came: false, interviewed: false, selected: false, joined: false });
    expect(stepsOf(person({ outcome: { result: 'noShow' } }))).toMatchObject({ booked: true, came: false, interviewed: false });
    // An outcome typed in after the drive, for someone the desk never checked in: they came.
    expect(stepsOf(person({ outcome: { result: 'selected' } }))).toMatchObject({ came: true, interviewed: true, selected: true });
    expect(stepsOf(checkedIn(1, 'a', { outcome: { result: 'rejected' } }))).toMatchObject({ interviewed: true, selected: false });
    expect(stepsOf(checkedIn(1, 'a', { outcome: { result: 'joined' } }))).toEqual({
      booked: true,
      came: true,
      interviewed: true,
      selected: true,
      joined: true,
    });
  });

  const people = [
    person({ jobId: 'guard', language: 'mr', source: 'poster-pune' }),
    checkedIn(1, 'a', { jobId: 'guard', language: 'mr', source: 'poster-pune', outcome: { result: 'selected' } }),
    checkedIn(2, 'a', { jobId: 'guard', language: 'hi', outcome: { result: 'joined' } }),
    checkedIn(3, 'a', { jobId: 'cleaner', language: 'hi', walkIn: true, source: 'walk-in', outcome: { result: 'rejected' } }),
    checkedIn(4, 'a', { jobId: 'cleaner', language: 'mr', walkIn: true, source: 'walk-in' }),
    person({ jobId: 'cleaner', language: 'mr', outcome: { result: 'noShow' } }),
    person({ jobId: 'cleaner', language: 'en', status: 'cancelled' }),
  ];
  const funnel = funnelOf(
    people,
    ['guard', 'cleaner', 'driver'],
    new Map([
      ['guard', 'Security Guard'],
      ['cleaner', 'Housekeeping'],
    ]),
  );

  it('totals the drive and splits it by job, language and source with their labels', () => {
    expect(funnel.total).toEqual({ booked: 4, came: 4, interviewed: 3, selected: 2, joined: 1 });
    expect(funnel.byJob).toEqual([
      { key: 'guard', label: 'Security Guard', counts: { booked: 3, came: 2, interviewed: 2, selected: 2, joined: 1 } },
      { key: 'cleaner', label: 'Housekeeping', counts: { booked: 1, came: 2, interviewed: 1, selected: 0, joined: 0 } },
      { key: 'driver', label: 'driver', counts: { booked: 0, came: 0, interviewed: 0, selected: 0, joined: 0 } },
    ]);
    // Languages in the site's order, those with nobody left out (the cancelled English booking counts nowhere).
    expect(funnel.byLanguage).toEqual([
      { key: 'hi', label: 'Hindi', counts: { booked: 1, came: 2, interviewed: 2, selected: 1, joined: 1 } },
      { key: 'mr', label: 'Marathi', counts: { booked: 3, came: 2, interviewed: 1, selected: 1, joined: 0 } },
    ]);
    // Sources by size, "direct" for none.
    expect(funnel.bySource.map((s) => [s.label, s.counts.booked, s.counts.came])).toEqual([
      ['direct', 2, 1],
      ['poster-pune', 2, 1],
      ['walk-in', 0, 2],
    ]);
  });

  it('writes CSV rows per split with the conversion from each step to the next', () => {
    const lines = funnelCsv(funnel).split('\r\n');
    expect(lines[0]).toBe(
      '"split","key","label","booked","came","interviewed","selected","joined","came of booked %","interviewed of came %","selected of interviewed %","joined of selected %"',
    );
    expect(lines[1]).toBe('"all","all","All","4","4","3","2","1","100.0","75.0","66.7","50.0"');
    expect(lines[2]).toBe('"job","guard","Security Guard","3","2","2","2","1","66.7","100.0","100.0","50.0"');
    // Nobody at a step: no conversion from it.
    expect(lines[4]).toBe('"job","driver","driver","0","0","0","0","0","","","",""');
    expect(lines).toHaveLength(1 + 1 + 3 + 2 + 3 + 1);
    expect(lines.at(-1)).toBe('');
  });

  it('rounds conversions to one decimal', () => {
    expect([conversion(3, 1), conversion(3, 2), conversion(0, 0), conversion(2, 3)]).toEqual(['33.3', '66.7', '', '150.0']);
  });
});
