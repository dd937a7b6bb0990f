// How the back office names a drive's things (in English, as the rest of the back office).
import { dayInIndia, type DriveOutcome, formatIndianMobile } from '@site/contracts';

export const OUTCOME_NAMES: Record<DriveOutcome, string> = {
  selected: 'Selected',
  onHold: 'On hold',
  rejected: 'Rejected',
  noShow: 'Did not come',
  joined: 'Joined',
};
/** The order a recruiter picks them in. */
export const OUTCOME_CHOICES: DriveOutcome[] = ['selected', 'onHold', 'rejected', 'joined', 'noShow'];

/** "Sat, 12 Dec 2026"-like: the drive's day as India has it (a stored calendar day, no time zone to move it). */
export const driveDay = (day: string) => dayInIndia(day);

/** "+91 98765 43210". */
export const mobileText = (mobile: string) => formatIndianMobile(mobile);

/** "1 person" / "3 people". */
export const people = (n: number) => `${n} ${n === 1 ? 'person' : 'people'}`;
