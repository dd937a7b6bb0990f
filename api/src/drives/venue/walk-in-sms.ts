// The SMS a walk-in registered at the desk with a number not proved is sent (docs/behaviour.md §26.6): their private
// page, in their language, where they can follow the application made for them.
import type { Language } from '@site/contracts';

/** Our template key of the walk-in SMS, by which `SMS_TEMPLATE_IDS` may give its DLT id. */
export const WALK_IN_SMS = 'drive-walk-in';

const TEXTS: Record<Language, string> = {
  en: 'Welcome to the walk-in drive. Your application for {jobTitle} is registered. See it here: {link}',
  hi: 'वॉक-इन ड्राइव में आपका स्वागत है। {jobTitle} के लिए आपका आवेदन दर्ज हो गया है। यहाँ देखें: {link}',
  mr: 'वॉक-इन ड्राइव्हमध्ये आपले स्वागत आहे. {jobTitle} पदासाठी आपला अर्ज नोंदवला आहे. येथे पाहा: {link}',
};

/** The walk-in SMS in `language`, with the job's title (in that language) and the link put in. */
export const walkInSms = (language: Language, jobTitle: string, link: string) =>
  TEXTS[language].replace('{jobTitle}', () => jobTitle).replace('{link}', () => link);
