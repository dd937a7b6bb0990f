import { describe, expect, it } from '@jest/globals';
import type { MailConfig } from '../config/env.js';
import { missingMailWords } from '../mail/index.js';
import { ENQUIRY_KINDS } from './enquiry-kinds.js';
import { submissionMails } from './submission-mail.js';

type EnquiryKey = keyof typeof ENQUIRY_KINDS;

const config = { siteUrl: 'https://www.example.com' } as MailConfig;
const DOCS: Record<EnquiryKey, Record<string, unknown>> = {
  ServiceEnquiry: { _id: 's1', name: 'Ravi', email: 'r@example.com', mobile: '9876543210', service: 'Housekeeping', date: '2026-06-12' },
  homeEnquiry: { _id: 'h1', firstName: 'Asha', lastName: 'K', email: 'a@example.com', mobile: '9876543210', service: 'Security', description: 'Need 3 guards' },
  userContact: { _id: 'u1', name: 'John', email: 'c@example.com', subject: 'Hello', message: 'Hi there' },
};
const SUBJECTS = {
  hi: {
    ServiceEnquiry: 'हमें आपकी बुकिंग मिल गई है',
    homeEnquiry: 'हमें आपकी पूछताछ मिल गई है',
    userContact: 'हमें आपका संदेश मिल गया है',
  },
  mr: {
    ServiceEnquiry: 'आम्हाला आपले बुकिंग मिळाले आहे',
    homeEnquiry: 'आम्हाला आपली चौकशी मिळाली आहे',
    userContact: 'आम्हाला आपला संदेश मिळाला आहे',
  },
};

describe('submissionMails in the visitor’s language', () => {
  it.each((['hi', 'mr'] as const).flatMap((language) => (Object.keys(DOCS) as EnquiryKey[]).map((key) => [language, key] as const)))(
    '%s %s: the confirmation in that language (every word from the catalogue), the office’s notification in English with the language named',
    (language, key) => {
      const kind = ENQUIRY_KINDS[key];
      const doc = { ...DOCS[key], language };
      const [notification, confirmation] = submissionMails(
        { ...kind, summary: kind.summary(doc), words: kind.words(language) },
        doc,
        config,
        'office@example.com',
      );
      expect(confirmation!.subject).toBe(SUBJECTS[language][key]);
      expect(confirmation!.html).toContain(`<html lang="${language}">`);
      expect(confirmation!.html).toContain('Noto Sans Devanagari');
      expect(notification!.subject).toMatch(/^New /);
      expect(notification!.text).toContain(`Language: ${language === 'hi' ? 'Hindi' : 'Marathi'}`);
      expect(notification!.html).toContain('<html lang="en">');
      expect([...missingMailWords].filter((m) => m.startsWith(`${language}:`))).toEqual([]);
    },
  );
});
