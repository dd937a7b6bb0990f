// The SMS and e-mails of a booking (docs/behaviour.md §26), in the booking's language: the drive's day and time in
// India, its place (the firm's words: its title and address) with a map link, and the candidate's private page,
// which shows the QR pass. No word a visitor typed, not even their name: the texts are DLT templates.
import type { Language } from '@site/contracts';
import { mailWords, momentWords, render } from '../mail/index.js';
import type { Mail } from '../mail/index.js';
import type { StoredDrive } from './drive-store.js';
import { slotStartsAt } from './seats.js';

export const driveWords = mailWords(new URL('./locales/', import.meta.url));

/** What a booking's SMS tells; each is a DLT template key (`SMS_TEMPLATE_IDS`). */
export type DriveSmsKind = 'drive-booked' | 'drive-moved' | 'drive-cancelled' | 'drive-reminder' | 'booking-cancelled';
export const DRIVE_SMS_KINDS: DriveSmsKind[] = ['drive-booked', 'drive-moved', 'drive-cancelled', 'drive-reminder', 'booking-cancelled'];

const WORDS: Record<DriveSmsKind, string> = {
  'drive-booked': 'Booked: {title}, {when}. {address} {map} Your pass: {link}',
  'drive-moved': 'Your booking is moved: {title}, {when}. {address} {map} Your pass: {link}',
  'drive-reminder': 'Reminder: {title} is tomorrow, {when}. {address} {map} Your pass: {link}',
  'booking-cancelled': 'Your booking for {title} on {when} is cancelled. {link}',
  'drive-cancelled': '{title} on {when} is cancelled: {message}',
};

const SUBJECTS: Record<DriveSmsKind, string> = {
  'drive-booked': 'Your walk-in interview is booked',
  'drive-moved': 'Your walk-in interview is moved',
  'drive-reminder': 'Your walk-in interview is tomorrow',
  'booking-cancelled': 'Your booking is cancelled',
  'drive-cancelled': 'The walk-in drive is cancelled',
};

/** The place on a map: the drive's own link, else a search for its address. */
export const mapLinkOf = (drive: Pick<StoredDrive, 'address' | 'mapUrl'>) => drive.mapUrl ?? `https://maps.google.com/?q=${encodeURIComponent(drive.address)}`;

export interface TextValues {
  drive: Pick<StoredDrive, 'title' | 'address' | 'mapUrl' | 'day' | 'cancelMessage'>;
  /** The slot's start ("09:30"); the drive's first slot's for the drive's cancellation. */
  start: string;
  /** The candidate's private page. */
  link: string;
  language: Language;
}

/** The SMS's text of `kind` in the booking's language. */
export function driveSmsText(kind: DriveSmsKind, { drive, start, link, language }: TextValues): string {
  const t = driveWords(language);
  const when = momentWords(new Date(slotStartsAt(drive.day, start)), language);
  return t(WORDS[kind], { title: drive.title, when, address: drive.address, map: mapLinkOf(drive), link, message: drive.cancelMessage ?? '' })
    .replace(/\s+/g, ' ')
    .trim();
}

/** The same news by e-mail, to the address the person gave. */
export function driveMail(kind: DriveSmsKind, to: string, values: TextValues): Mail {
  const t = driveWords(values.language);
  const { drive, start, link, language } = values;
  const when = momentWords(new Date(slotStartsAt(drive.day, start)), language);
  const rows: Array<[string, string]> = [
    [t('When'), when],
    [t('Where'), drive.address],
    [t('Map'), mapLinkOf(drive)],
  ];
  const body = render({
    heading: t(SUBJECTS[kind]),
    paragraphs: [driveSmsText(kind, values)],
    rows: kind === 'drive-cancelled' || kind === 'booking-cancelled' ? [] : rows,
    button: { text: t('Show my pass'), href: link },
    language,
  });
  return { kind: 'interview', to, subject: `${t(SUBJECTS[kind])}: ${drive.title}`, ...body };
}
