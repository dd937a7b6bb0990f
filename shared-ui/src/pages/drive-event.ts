// schema.org Event for the walk-in drives (docs/behaviour.md §26): search engines list a drive with its day, place
// and whether it still takes place.
import type { PublicDrive } from '@site/contracts';
import type { Organization } from './job-posting';

/** Where the drive is: its address, in India. */
const place = (drive: PublicDrive) => ({
  '@type': 'Place',
  name: drive.address,
  address: { '@type': 'PostalAddress', streetAddress: drive.address, addressCountry: 'IN' },
  ...(drive.mapUrl ? { hasMap: drive.mapUrl } : {}),
});

/** The drive as an Event: from its first slot's start to its last slot's end, India's time. */
export function driveEventJsonLd(drive: PublicDrive, organization: Organization, url: string, description: string) {
  const starts = drive.slots.map((s) => s.start).sort();
  const ends = drive.slots.map((s) => s.end).sort();
  const at = (clock: string | undefined) => (clock ? `${drive.day}T${clock}:00+05:30` : drive.day);
  return {
    '@context': 'https://schema.org',
    '@type': 'Event',
    name: drive.title,
    description,
    startDate: at(starts[0]),
    endDate: at(ends[ends.length - 1]),
    eventStatus: drive.status === 'cancelled' ? 'https://schema.org/EventCancelled' : 'https://schema.org/EventScheduled',
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    isAccessibleForFree: true,
    location: place(drive),
    organizer: { '@type': 'Organization', name: organization.name, url: organization.url },
    url,
  };
}

/** The drives of a list page, each an Event. */
export const drivesJsonLd = (
  drives: PublicDrive[],
  organization: Organization,
  urlOf: (drive: PublicDrive) => string,
  describe: (drive: PublicDrive) => string,
) =>
  drives.length
    ? {
        '@context': 'https://schema.org',
        '@graph': drives.map((d) => {
          const { '@context': _context, ...event } = driveEventJsonLd(d, organization, urlOf(d), describe(d));
          return event;
        }),
      }
    : undefined;
