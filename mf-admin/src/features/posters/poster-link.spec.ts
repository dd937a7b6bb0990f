import { describe, expect, it } from '@jest/globals';
import { posterLink, printedLink } from './poster-link';

const JOB = '0123456789abcdef01234567';

describe('posterLink', () => {
  it('opens the job in the poster’s language with its source', () => {
    expect(posterLink('https://jobs.sentinelifs.in', 'mr', JOB, 'poster-pune-station')).toBe(
      `https://jobs.sentinelifs.in/mr/jobdetail/${JOB}?src=poster-pune-station`,
    );
    expect(posterLink('https://jobs.sentinelifs.in', 'hi', JOB, 'ref-ramesh')).toBe(`https://jobs.sentinelifs.in/hi/jobdetail/${JOB}?src=ref-ramesh`);
  });

  it('writes English without a language prefix, as the site addresses its English pages', () => {
    expect(posterLink('https://jobs.sentinelifs.in', 'en', JOB, 'walk-in')).toBe(`https://jobs.sentinelifs.in/jobdetail/${JOB}?src=walk-in`);
  });

  it('drops a trailing slash of the site, and a missing or malformed source', () => {
    expect(posterLink('http://localhost:3000/', 'mr', JOB)).toBe(`http://localhost:3000/mr/jobdetail/${JOB}`);
    expect(posterLink('http://localhost:3000', 'mr', JOB, 'Pune Station&x=1')).toBe(`http://localhost:3000/mr/jobdetail/${JOB}`);
  });

  it('escapes a job id that is no plain word', () => {
    expect(posterLink('https://site.example', 'en', 'a/b?c')).toBe('https://site.example/jobdetail/a%2Fb%3Fc');
  });

  it('prints the link without its scheme', () => {
    expect(printedLink(`https://jobs.sentinelifs.in/mr/jobdetail/${JOB}?src=walk-in`)).toBe(`jobs.sentinelifs.in/mr/jobdetail/${JOB}?src=walk-in`);
  });
});
