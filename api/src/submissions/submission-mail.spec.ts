import { describe, expect, it } from '@jest/globals';
import type { SubmissionKey } from '@site/contracts';
import type { MailConfig } from '../config/env.js';
import { missingMailWords } from '../mail/index.js';
import { submissionMails } from './submission-mail.js';

const config = { siteUrl: 'https://www.example.com' } as MailConfig;
const DOCS: Record<SubmissionKey, Record<string, unknown>> = {
  applyJobs: { _id: 'a1', name: 'सुनील पाटील', email: 's@example.com', mobile: '9876543210', jobId: 'j1', jobTitle: 'Security Guard' },
  ServiceEnquiry: { _id: 's1', name: 'Ravi', email: 'r@example.com', mobile: '9876543210', service: 'Housekeeping', date: '2026-06-12' },
  homeEnquiry: { _id: 'h1', firstName: 'Asha', lastName: 'K', email: 'a@example.com', mobile: '9876543210', service: 'Security', description: 'Need 3 guards' },
  userContact: { _id: 'u1', name: 'John', email: 'c@example.com', subject: 'Hello', message: 'Hi there' },
};
const SUBJECTS = {
  hi: {
    applyJobs: 'हमें आपका आवेदन मिल गया है',
    ServiceEnquiry: 'हमें आपकी बुकिंग मिल गई है',
    homeEnquiry: 'हमें आपकी पूछताछ मिल गई है',
    userContact: 'हमें आपका संदेश मिल गया है',
  },
  mr: {
    applyJobs: 'आम्हाला आपला अर्ज मिळाला आहे',
    ServiceEnquiry: 'आम्हाला आपले बुकिंग मिळाले आहे',
    homeEnquiry: 'आम्हाला आपली चौकशी मिळाली आहे',
    userContact: 'आम्हाला आपला संदेश मिळाला आहे',
  },
};

describe('submissionMails in the visitor’s language', () => {
  it.each((['hi', 'mr'] as const).flatMap((language) => (Object.keys(DOCS) as SubmissionKey[]).map((key) => [language, key] as const)))(
    '%s %s: the confirmation in that language (every word from the catalogue), the office’s notification in English with the language named',
    (language, key) => {
      const [notification, confirmation] = submissionMails(
        key,
        { ...DOCS[key], language },
        config,
        'office@example.com',
        key === 'applyJobs' ? { applicationToken: 'TOKEN', jobTitle: 'सुरक्षा रक्षक' } : {},
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

  it("links an application's confirmation to the candidate's page in its language, naming the job as given", () => {
    const [, confirmation] = submissionMails('applyJobs', { ...DOCS.applyJobs, language: 'mr' }, config, 'office@example.com', {
      applicationToken: 'TOKEN',
      jobTitle: 'सुरक्षा रक्षक',
    });
    expect(confirmation!.text).toBe(
      [
        'धन्यवाद, सुनील पाटील',
        '',
        'सुरक्षा रक्षक पदासाठीचा आपला अर्ज आम्हाला आमच्या वेबसाइटवर मिळाला आहे. आम्ही एका कामकाजाच्या दिवसात आपल्याशी संपर्क साधू.',
        '',
        'आपल्या अर्जाची स्थिती पाहा: https://www.example.com/mr/application/TOKEN',
        '',
        'आपण आम्हाला लिहिले नसेल, तर कोणीतरी चुकून आपला ई-मेल पत्ता टाकला असेल: आपण या ई-मेलकडे दुर्लक्ष करू शकता.',
        '',
        '— Sentinel Integrated Facility Services',
      ].join('\n'),
    );
  });

  it('keeps an English submission’s e-mails as they were: no language row, the page at its English address', () => {
    const [notification, confirmation] = submissionMails('applyJobs', { ...DOCS.applyJobs, name: 'Meena Iyer' }, config, 'office@example.com', {
      applicationToken: 'TOKEN',
      jobTitle: 'Security Guard',
    });
    expect(notification!.text).not.toContain('Language:');
    expect(confirmation!.subject).toBe('We received your application');
    expect(confirmation!.text).toBe(
      [
        'Thank you, Meena Iyer',
        '',
        'We received your application for Security Guard through our website and will get back to you within one working day.',
        '',
        'Follow your application: https://www.example.com/application/TOKEN',
        '',
        'If you did not write to us, someone may have typed your address by mistake: you can ignore this e-mail.',
        '',
        '— Sentinel Integrated Facility Services',
      ].join('\n'),
    );
    expect(confirmation!.html).toContain('<html lang="en"><body style="margin:0;background:#f4f6f9;font-family:Arial,Helvetica,sans-serif;color:#1f2933">');
  });
});
