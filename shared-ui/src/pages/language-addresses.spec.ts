import { afterEach, describe, expect, it } from '@jest/globals';
import { activateLanguage, addMessages, inLanguage } from '../i18n/i18n';
import { languageAlternates, pageAddresses } from './language-addresses';
import { headHtml } from './page-head';
import { matchSitePage } from './site-pages';

const SITE = 'https://site.example';
afterEach(() => activateLanguage('en'));

describe("a page's addresses in each language", () => {
  it('name English, Hindi, Marathi and English again as the default', () => {
    expect(languageAlternates(SITE, '/main/jobs')).toEqual([
      { hreflang: 'en', href: 'https://site.example/main/jobs' },
      { hreflang: 'hi', href: 'https://site.example/hi/main/jobs' },
      { hreflang: 'mr', href: 'https://site.example/mr/main/jobs' },
      { hreflang: 'x-default', href: 'https://site.example/main/jobs' },
    ]);
    expect(languageAlternates(SITE, '/').map((a) => a.href)).toEqual([
      'https://site.example/',
      'https://site.example/hi',
      'https://site.example/mr',
      'https://site.example/',
    ]);
  });

  it("give the page its own language's canonical address (old twins naming the new one), and others only when indexed", () => {
    expect(pageAddresses(SITE, 'mr', '/jobdetails/j1', true)).toEqual({
      url: 'https://site.example/mr/jobdetail/j1',
      alternates: languageAlternates(SITE, '/jobdetail/j1'),
    });
    expect(pageAddresses(SITE, 'hi', '/website', true).url).toBe('https://site.example/hi/integrat/home');
    expect(pageAddresses(SITE, 'en', '/main/home', true).url).toBe('https://site.example/main/home');
    expect(pageAddresses(SITE, 'hi', '/application/token', false)).toEqual({ url: 'https://site.example/hi/application/token' });
  });

  it('are written into the head after the canonical link; an English head is otherwise as it was', () => {
    const head = headHtml({ title: 'Jobs | Site', description: 'Open roles', ...pageAddresses(SITE, 'en', '/main/jobs', true) });
    expect(head.split('\n    ').slice(1, 7)).toEqual([
      '<meta name="description" content="Open roles" data-head="description">',
      '<link rel="canonical" href="https://site.example/main/jobs" data-head="canonical">',
      '<link rel="alternate" hreflang="en" href="https://site.example/main/jobs" data-head="alternate-en">',
      '<link rel="alternate" hreflang="hi" href="https://site.example/hi/main/jobs" data-head="alternate-hi">',
      '<link rel="alternate" hreflang="mr" href="https://site.example/mr/main/jobs" data-head="alternate-mr">',
      '<link rel="alternate" hreflang="x-default" href="https://site.example/main/jobs" data-head="alternate-x-default">',
    ]);
    expect(headHtml({ title: 'T', description: 'D', url: `${SITE}/main/jobs` })).not.toContain('hreflang');
  });
});

describe("a page's head words", () => {
  const organization = { name: 'Sentinel', url: SITE };
  const job = {
    _id: 'j1',
    jobTitle: 'सुरक्षा रक्षक',
    location: 'पुणे, महाराष्ट्र',
    description: 'रात्रपाळी',
    jobType: 'Full-time',
    salary: ['₹18,000 - ₹22,000 per month'],
    experience: '1 वर्ष',
    createdAt: '2026-01-05T00:00:00Z',
  };

  it("are the page's language's, looked up when the head is written; content comes in the language from the API", () => {
    addMessages('mr', {
      Jobs: 'नोकऱ्या',
      '{title} in {location}': '{location} येथे {title}',
      'Full-time': 'पूर्ण वेळ',
      '{title} ({type}, {location}): {description}': '{title} ({type}, {location}): {description}',
    });
    activateLanguage('en');
    const jobs = matchSitePage('/main/jobs')!.page;
    const detail = matchSitePage('/jobdetail/j1')!.page;
    expect(jobs.meta({ lists: {} }, organization).title).toBe('Jobs | Sentinel Integrated Facility Services');
    const marathi = inLanguage('mr', () => ({ jobs: jobs.meta({ lists: {} }, organization), detail: detail.meta({ lists: {}, item: job }, organization) }));
    expect(marathi.jobs.title).toBe('नोकऱ्या | Sentinel Integrated Facility Services');
    expect(marathi.detail.title).toBe('पुणे, महाराष्ट्र येथे सुरक्षा रक्षक | Sentinel Integrated Facility Services');
    expect(marathi.detail.description).toBe('सुरक्षा रक्षक (पूर्ण वेळ, पुणे, महाराष्ट्र): रात्रपाळी');
    // The JobPosting is the job as the page shows it, in its language.
    expect(marathi.detail.jsonLd).toMatchObject({
      '@type': 'JobPosting',
      title: 'सुरक्षा रक्षक',
      description: 'रात्रपाळी',
      employmentType: 'FULL_TIME',
      jobLocation: { address: { addressLocality: 'पुणे', addressRegion: 'महाराष्ट्र' } },
    });
  });
});
