// A job poster's fixed words in each language the site speaks (the public site's own words for location, salary and
// "no CV needed", so a guard who scans meets the same words on the page).
import type { Language } from '@site/contracts/languages';

export interface PosterWords {
  hiring: string;
  location: string;
  salary: string;
  noCv: string;
  scan: string;
  orOpen: string;
}

export const POSTER_WORDS: Record<Language, PosterWords> = {
  en: {
    hiring: 'We are hiring',
    location: 'Location',
    salary: 'Salary',
    noCv: 'No CV needed: apply with your name and mobile number',
    scan: "Scan with your phone's camera to apply",
    orOpen: 'Or open',
  },
  hi: {
    hiring: 'भर्ती जारी है',
    location: 'जगह',
    salary: 'वेतन',
    noCv: 'बायोडाटा की ज़रूरत नहीं: अपने नाम और मोबाइल नंबर से आवेदन करें',
    scan: 'आवेदन करने के लिए फ़ोन के कैमरे से स्कैन करें',
    orOpen: 'या खोलें',
  },
  mr: {
    hiring: 'भरती सुरू आहे',
    location: 'ठिकाण',
    salary: 'पगार',
    noCv: 'बायोडाटा लागत नाही: आपले नाव आणि मोबाइल नंबर देऊन अर्ज करा',
    scan: 'अर्ज करण्यासाठी फोनच्या कॅमेऱ्याने स्कॅन करा',
    orOpen: 'किंवा उघडा',
  },
};
