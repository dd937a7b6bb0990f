// The words of the applications room's e-mails and of the candidate's page, per language (./locales).
import { mailWords } from '../mail/index.js';

export const applicationWords = mailWords(new URL('./locales/', import.meta.url));
