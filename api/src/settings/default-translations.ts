// The Hindi and Marathi of the default footer text and address, until the firm saves its own settings: translated
// from the defaults, so the back office shows them as current.
import { SITE_SETTINGS_DEFAULTS, type Translations } from '@site/contracts';

const { footerText, address } = SITE_SETTINGS_DEFAULTS;
const sources = { footerText, address };

export const DEFAULT_SETTINGS_TRANSLATIONS: Translations = {
  hi: {
    values: {
      footerText:
        'सुरक्षा, हाउसकीपिंग, पेस्ट कंट्रोल, CCTV, स्मार्ट मीटर, टावर का काम, पेरोल और भर्ती, सब एक ज़िम्मेदार साझेदार से, 2010 से हर शिफ्ट में प्रशिक्षित कर्मचारियों के साथ।',
      address: 'कार्यालय 402, Sentinel House, बाणेर रोड, पुणे, महाराष्ट्र 411045',
    },
    sources,
  },
  mr: {
    values: {
      footerText:
        'सुरक्षा, हाऊसकीपिंग, पेस्ट कंट्रोल, CCTV, स्मार्ट मीटर, टॉवरची कामे, पेरोल आणि भरती, सर्व काही एकाच जबाबदार भागीदाराकडून, 2010 पासून प्रत्येक शिफ्टमध्ये प्रशिक्षित कर्मचाऱ्यांसह.',
      address: 'कार्यालय क्र. 402, Sentinel House, बाणेर रोड, पुणे, महाराष्ट्र 411045',
    },
    sources,
  },
};
