// What the drive pages say of a drive: its day and slots in the page's language, and whether it can be booked.
import type { PublicDrive } from '@site/contracts';
import { todayInIndia } from '@site/contracts/constants';
import { currentLanguage, driveDayWords, driveSlotWords, t } from '@site/shared-ui';

type Slot = PublicDrive['slots'][number];

export const dayText = (day: string, short = false) => driveDayWords(day, currentLanguage(), short);
export const slotText = (slot: { start: string; end: string }) => driveSlotWords(slot, currentLanguage());

/** Whether a slot can be booked: not started, a seat left. */
export const slotOpen = (slot: Slot) => !slot.started && slot.seatsLeft > 0;

/** What a slot has left: its seats, or why it cannot be booked. */
export function seatsText(slot: Slot) {
  if (slot.started) return t('Started');
  if (slot.seatsLeft <= 0) return t('Full');
  return t('{count, plural, one {# seat left} other {# seats left}}', { count: slot.seatsLeft });
}

/** Seats left in the slots still to come. */
export const seatsLeft = (drive: PublicDrive) => drive.slots.reduce((sum, s) => sum + (s.started ? 0 : Math.max(0, s.seatsLeft)), 0);

export type DriveState = 'open' | 'cancelled' | 'past' | 'full';
export function driveState(drive: PublicDrive, today = todayInIndia()): DriveState {
  if (drive.status === 'cancelled') return 'cancelled';
  if (drive.day < today || drive.slots.every((s) => s.started)) return 'past';
  return drive.slots.some(slotOpen) ? 'open' : 'full';
}

/** A drive's page, in the router's (language-free) address. */
export const drivePath = (id: string) => `/main/drives/${encodeURIComponent(id)}`;
