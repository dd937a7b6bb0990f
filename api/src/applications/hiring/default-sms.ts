// The SMS each status sends until an admin edits it in the back office, in English, Hindi and Marathi. Short, as
// every part is billed (a Devanagari part holds 70 characters), and with no word a visitor typed: only the job's
// stored title and the link to the candidate's page fill it in (SMS_PLACEHOLDERS).
import type { Language, TemplateStatus } from '@site/contracts';

export const DEFAULT_SMS: Record<TemplateStatus, Record<Language, string>> = {
  Shortlisted: {
    en: 'Your application for {jobTitle} is shortlisted. We will call you about the interview. {link}',
    hi: '{jobTitle} के लिए आपका आवेदन शॉर्टलिस्ट हुआ। इंटरव्यू के लिए हम फ़ोन करेंगे। {link}',
    mr: '{jobTitle} पदासाठी आपला अर्ज शॉर्टलिस्ट झाला. मुलाखतीसाठी आम्ही फोन करू. {link}',
  },
  Hired: {
    en: 'Congratulations! You are selected for {jobTitle}. Our HR team will call you. {link}',
    hi: 'बधाई हो! {jobTitle} के लिए आपका चयन हुआ। एचआर टीम आपको फ़ोन करेगी। {link}',
    mr: 'अभिनंदन! {jobTitle} पदासाठी आपली निवड झाली. एचआर टीम आपल्याला फोन करेल. {link}',
  },
  Rejected: {
    en: 'Thank you for applying for {jobTitle}. We will not take it further this time. {link}',
    hi: '{jobTitle} के लिए आवेदन का धन्यवाद। इस बार हम इसे आगे नहीं बढ़ा रहे। {link}',
    mr: '{jobTitle} पदासाठी अर्जाबद्दल धन्यवाद. या वेळी अर्ज पुढे नेत नाही. {link}',
  },
};
