import type { Interview } from '@site/contracts';
import { dateTime } from '../../lib/dates';

/** "12 Jun 2026, 10:30 am IST, 30 min": the back office's one way of writing a moment, with the zone said. */
export const whenWords = (i: Pick<Interview, 'startsAt' | 'minutes'>) => `${dateTime(i.startsAt)} IST, ${i.minutes} min`;
