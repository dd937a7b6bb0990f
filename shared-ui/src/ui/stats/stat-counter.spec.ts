import { describe, expect, it } from '@jest/globals';
import { countAt, parseStat, splitBadge, statStep } from './stat-counter';

describe('about statistics', () => {
  it('reads the figure from the first word and the caption from the rest', () => {
    expect(parseStat('120+ Projects Completed', '0 x')).toEqual({ figure: 120, suffix: '+', caption: 'Projects Completed' });
    expect(parseStat('2,500 Trained Staff', '0 x')).toEqual({ figure: 2500, suffix: '', caption: 'Trained Staff' });
  });
  it('falls back to the default when the text has no figure', () => {
    expect(parseStat('Many projects', '50 Projects')).toEqual({ figure: 50, suffix: '', caption: 'Projects' });
    expect(parseStat(undefined, '10 Awards')).toEqual({ figure: 10, suffix: '', caption: 'Awards' });
  });
  it('steps clients by 10 above 1000, everything else by 1', () => {
    expect(statStep('client', 1500)).toBe(10);
    expect(statStep('client', 1000)).toBe(1);
    expect(statStep('projects', 5000)).toBe(1);
  });
  it('counts up to the target and stops there', () => {
    expect(countAt(0, 10, 1505)).toBe(0);
    expect(countAt(3, 10, 1505)).toBe(30);
    expect(countAt(200, 10, 1505)).toBe(1505);
  });
});

describe('experience badge', () => {
  it('splits the figure from its caption', () => {
    expect(splitBadge('15+ Years Experience of Service')).toEqual({ figure: '15+', caption: 'Years Experience of Service' });
  });
  it("defaults to '25+ Years Experience of Service'", () => {
    expect(splitBadge(undefined)).toEqual({ figure: '25+', caption: 'Years Experience of Service' });
    expect(splitBadge('  ')).toEqual({ figure: '25+', caption: 'Years Experience of Service' });
  });
});
