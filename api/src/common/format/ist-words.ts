// A moment in words as the back office writes it (en-IN, India's time zone), for e-mails: "12 Jun 2026, 10:30 am IST".
import { momentInWords } from '@site/contracts';

export const istWords = (at: Date | string) => `${momentInWords(at, 'en')} IST`;
