import type { Interview } from '@site/contracts';
import { momentInIndia } from '@site/contracts';

/** "12 Jun 2026, 10:30 am IST, 30 min": the back office's one way of writing a moment, with the zone said. */
export const whenWords = (i: Pick<Interview, 'startsAt' | 'minutes'>) => `${momentInIndia(i.startsAt)} IST, ${i.minutes} min`;
