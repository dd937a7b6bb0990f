import { describe, expect, it } from '@jest/globals';
import { DRIVE_ROUTES, type PublicDrive } from '@site/contracts';
import { inLanguage, loadCatalogues } from '../i18n/i18n';
import { sharedUiCatalogues } from '../locales';
import { DRIVE_PATHS, driveOf, drivesOf } from './drive-paths';
import { driveDayWords, driveSlotWords, driveTimeWords } from './drive-words';
import { matchSitePage } from './site-pages';

const drive: PublicDrive = {
  _id: '665f1c2b9d3e4a0012345678',
  title: 'Security Guard walk-in',
  jobs: [{ _id: '665f1c2b9d3e4a0012345679', title: 'Security Guard' }],
  address: 'Shivaji Nagar, Pune',
  mapUrl: 'https://maps.example/x',
  day: '2026-09-12',
  slots: [
    { start: '09:00', end: '09:30', capacity: 10, seatsLeft: 4, started: false },
    { start: '15:30', end: '16:00', capacity: 10, seatsLeft: 0, started: false },
  ],
  status: 'open',
};
const organization = { name: 'Sentinel', url: 'https://site.example' };

describe('the walk-in drive pages (docs/behaviour.md §26)', () => {
  it("call the contract's public drive routes", () => {
    expect(DRIVE_PATHS).toEqual({ list: DRIVE_ROUTES.list, one: DRIVE_ROUTES.one });
  });

  it('are in the page table: the list in the sitemap, the drive with its id', () => {
    expect(matchSitePage('/main/drives')).toMatchObject({ page: { drives: 'list', sitemap: true, remote: 'main' } });
    expect(matchSitePage(`/main/drives/${drive._id}`)).toMatchObject({ page: { drives: 'one', remote: 'main' }, id: drive._id });
    expect(matchSitePage(`/main/drives/${drive._id}`)!.page.sitemap).toBeFalsy();
  });

  it('describe a drive as a schema.org Event, cancelled when it is', () => {
    const page = matchSitePage(`/main/drives/${drive._id}`)!.page;
    const meta = page.meta({ lists: {}, item: drive }, organization);
    expect(meta.title).toContain('Security Guard walk-in on Saturday, 12 September 2026');
    expect(meta.jsonLd).toMatchObject({
      '@type': 'Event',
      name: drive.title,
      startDate: '2026-09-12T09:00:00+05:30',
      endDate: '2026-09-12T16:00:00+05:30',
      eventStatus: 'https://schema.org/EventScheduled',
      location: { '@type': 'Place', address: { streetAddress: 'Shivaji Nagar, Pune', addressCountry: 'IN' } },
      url: `https://site.example/main/drives/${drive._id}`,
    });
    const cancelled = page.meta({ lists: {}, item: { ...drive, status: 'cancelled' } }, organization);
    expect(cancelled.jsonLd).toMatchObject({ eventStatus: 'https://schema.org/EventCancelled' });
    expect(page.meta({ lists: {}, item: null }, organization).jsonLd).toBeUndefined();
  });

  it('list the upcoming drives as Events, and none when there are none', () => {
    const page = matchSitePage('/main/drives')!.page;
    expect(page.meta({ lists: {}, drives: [drive] }, organization).jsonLd).toMatchObject({ '@graph': [{ '@type': 'Event', name: drive.title }] });
    expect(page.meta({ lists: {}, drives: [] }, organization).jsonLd).toBeUndefined();
  });

  it("write the drive's Marathi page address and words in Marathi", async () => {
    await loadCatalogues('mr', [sharedUiCatalogues]);
    const page = matchSitePage(`/main/drives/${drive._id}`)!.page;
    const meta = inLanguage('mr', () => page.meta({ lists: {}, item: drive }, organization));
    expect(meta.jsonLd).toMatchObject({ url: `https://site.example/mr/main/drives/${drive._id}` });
    expect(meta.title).toContain('शनिवार, 12 सप्टेंबर, 2026');
  });

  it("word a drive's day and times in the reader's language", () => {
    expect(driveDayWords('2026-09-12', 'en')).toBe('Saturday, 12 September 2026');
    expect(driveDayWords('2026-09-12', 'hi')).toBe('शनिवार, 12 सितंबर 2026');
    expect(driveTimeWords('09:30', 'en')).toBe('9:30 am');
    expect(driveTimeWords('15:30', 'mr')).toBe('दुपारी 3:30 वाजता');
    expect(driveTimeWords('09:30', 'hi')).toBe('सुबह 9:30');
    expect(driveSlotWords({ start: '09:00', end: '09:30' }, 'en')).toBe('9:00 am – 9:30 am');
    expect(driveTimeWords('25:00', 'en')).toBe('25:00');
  });

  it("read the API's answers", () => {
    expect(drivesOf({ drives: [drive] })).toEqual([drive]);
    expect(drivesOf({ nothing: 1 })).toEqual([]);
    expect(driveOf(drive)).toBe(drive);
  });
});
