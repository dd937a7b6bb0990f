import { describe, expect, it } from '@jest/globals';
import { savesData, setRuntimeConfig } from '../config/runtime-config';
import { responsiveSrcSet } from '../ui/image/responsive';
import { salaryRange } from './job-posting';
import { applyHead, headHtml } from './page-head';
import { canonicalPath, matchSitePage } from './site-pages';

describe('the public page table', () => {
  it('finds the page of a path, case-insensitively, with its id', () => {
    expect(matchSitePage('/main/home')?.page.path).toBe('/main/home');
    expect(matchSitePage('/Main/Home/')?.page.path).toBe('/main/home');
    expect(matchSitePage('/jobdetail/abc123')).toMatchObject({ page: { path: '/jobdetail/:id', item: 'jobs' }, id: 'abc123' });
    expect(matchSitePage('/admin/login')).toBeNull();
    expect(matchSitePage('/main/home/extra')).toBeNull();
  });

  it("draws each variant's privacy notice with the notice, titled and listed in the sitemap (docs/behaviour.md §14.1)", () => {
    const main = matchSitePage('/main/privacy')!.page;
    const integrated = matchSitePage('/Integrat/Privacy')!.page;
    expect(main).toMatchObject({ remote: 'main', lists: ['banner', 'privacyNotice', 'services'], sitemap: true });
    expect(integrated).toMatchObject({ remote: 'integrated', lists: ['integratedBanner', 'privacyNotice', 'services'], sitemap: true });
    const organization = { name: 'x', url: 'https://site.example' };
    expect(main.meta({ lists: {} }, organization).title).toBe('Privacy Notice | Sentinel Integrated Facility Services');
    expect(integrated.meta({ lists: {} }, organization).title).toBe('Privacy Notice | Sentinel Integrated Facility Services');
  });

  it('sends the footer its services with every page of both sites', () => {
    for (const path of ['/main/about', '/main/contact', '/jobdetail/x', '/booking/x', '/integrat/clients', '/client/x', '/main/home']) {
      expect(matchSitePage(path)!.page.lists.filter((l) => l === 'services')).toEqual(['services']);
    }
  });

  it('names one canonical address for the old twins of a page', () => {
    expect(canonicalPath('/jobdetails/abc')).toBe('/jobdetail/abc');
    expect(canonicalPath('/website')).toBe('/integrat/home');
    expect(canonicalPath('/main/jobs')).toBe('/main/jobs');
  });

  it('reads a salary range and its period from the text the admin wrote', () => {
    expect(salaryRange('₹24,000 - ₹30,000 per month')).toEqual({ '@type': 'QuantitativeValue', minValue: 24000, maxValue: 30000, unitText: 'MONTH' });
    expect(salaryRange('₹4.5 LPA')).toMatchObject({ minValue: 4.5, maxValue: 4.5, unitText: 'YEAR' });
    expect(salaryRange('Not specified')).toBeUndefined();
    // The period written first: a monthly pay for a few hours a day is monthly.
    expect(salaryRange('₹9,000 per month (4 hours a day)')).toMatchObject({ unitText: 'MONTH' });
    expect(salaryRange('₹600 - ₹800 प्रति दिन')).toMatchObject({ minValue: 600, maxValue: 800, unitText: 'DAY' });
    expect(salaryRange('₹24,000 - ₹30,000 दरमहा')).toMatchObject({ unitText: 'MONTH' });
    expect(salaryRange('₹150 प्रति घंटा')).toMatchObject({ unitText: 'HOUR' });
  });
});

describe('responsive photos', () => {
  it("list a photo's narrower WebP copies and itself for srcset; vector and older images have none", () => {
    const url = (p: string) => `https://api.example${p}`;
    expect(responsiveSrcSet('/uploads/ab-12-2000x1000.jpg', url)).toBe(
      'https://api.example/uploads/ab-12-2000x1000-480w.webp 480w, https://api.example/uploads/ab-12-2000x1000-960w.webp 960w, https://api.example/uploads/ab-12-2000x1000-1600w.webp 1600w, https://api.example/uploads/ab-12-2000x1000.jpg 2000w',
    );
    expect(responsiveSrcSet('/uploads/ab-800x600.png', url)).toBe(
      'https://api.example/uploads/ab-800x600-480w.webp 480w, https://api.example/uploads/ab-800x600.png 800w',
    );
    expect(responsiveSrcSet('/uploads/ab.svg', url)).toBeUndefined();
    expect(responsiveSrcSet('/uploads/ab.jpg', url)).toBeUndefined();
  });

  it('give a visitor saving data the narrowest copy only', () => {
    const url = (p: string) => `https://api.example${p}`;
    const remotes = {
      main: 'https://m.example/mf-manifest.json',
      integrated: 'https://i.example/mf-manifest.json',
      admin: 'https://a.example/mf-manifest.json',
    };
    setRuntimeConfig({ apiUrl: 'https://api.example', remotes, saveData: true });
    try {
      expect(savesData()).toBe(true);
      expect(responsiveSrcSet('/uploads/ab-12-2000x1000.jpg', url)).toBe('https://api.example/uploads/ab-12-2000x1000-480w.webp 480w');
      expect(responsiveSrcSet('/uploads/ab.svg', url)).toBeUndefined();
    } finally {
      setRuntimeConfig({ apiUrl: 'https://api.example', remotes });
    }
    expect(savesData()).toBe(false);
    expect(responsiveSrcSet('/uploads/ab-800x600.png', url)).toContain('800w');
  });
});

describe('the page head', () => {
  const input = { title: 'Jobs | Site', description: 'Open <roles> & more', url: 'https://site.example/main/jobs', jsonLd: { title: '</script><b>' } };

  it('escapes what it writes into the HTML, JSON-LD included', () => {
    const html = headHtml(input);
    expect(html).toContain('<title>Jobs | Site</title>');
    expect(html).toContain('content="Open &lt;roles&gt; &amp; more"');
    expect(html).not.toContain('</script><b>');
    expect(html).toContain('\\u003c/script>\\u003cb>');
  });

  it('updates the tags of the same key in the browser and removes the ones no longer wanted', () => {
    applyHead(input);
    applyHead({ ...input, title: 'About | Site', description: 'About us', jsonLd: undefined });
    expect(document.title).toBe('About | Site');
    expect(document.head.querySelectorAll('meta[name="description"]')).toHaveLength(1);
    expect(document.head.querySelector('meta[name="description"]')?.getAttribute('content')).toBe('About us');
    expect(document.head.querySelector('script[type="application/ld+json"]')).toBeNull();
  });
});
