import { describe, expect, it } from '@jest/globals';
import type { MailConfig } from '../config/env.js';
import { languageOf, missingMailWords } from '../mail/index.js';
import { submissionMails } from '../submissions/index.js';
import { APPLICATION_KIND } from './application-kind.js';

const config = { siteUrl: 'https://www.example.com' } as MailConfig;
const APPLICATION = { _id: 'a1', name: 'सुनील पाटील', email: 's@example.com', mobile: '9876543210', jobId: 'j1', jobTitle: 'Security Guard' };

describe('an application’s summary', () => {
  it('names an application by its job, with the screening answers after the form rows', () => {
    const s = APPLICATION_KIND.summary({
      jobTitle: 'Security Guard',
      name: 'Ravi Kumar',
      email: 'ravi@example.com',
      mobile: '9822012345',
      screening: [
        { question: 'Night shifts?', answer: 'Yes' },
        { question: 'Licence number?', answer: '' },
      ],
    });
    expect(s).toMatchObject({ topic: 'Security Guard', name: 'Ravi Kumar', email: 'ravi@example.com' });
    expect(s.rows.slice(0, 4)).toEqual([
      ['Job', 'Security Guard'],
      ['Name', 'Ravi Kumar'],
      ['Email', 'ravi@example.com'],
      ['Mobile', '+91 98220 12345'],
    ]);
    expect(s.rows.slice(-2)).toEqual([
      ['Night shifts?', 'Yes'],
      ['Licence number?', '(not answered)'],
    ]);
  });
});

/** The kind as one application reads in it, resolved here as its listener does. */
const told = (doc: Record<string, unknown>) => ({
  ...APPLICATION_KIND,
  summary: APPLICATION_KIND.summary(doc),
  words: APPLICATION_KIND.words(languageOf(doc)),
});

describe('an application’s e-mails', () => {
  it.each([
    ['hi', 'हमें आपका आवेदन मिल गया है'],
    ['mr', 'आम्हाला आपला अर्ज मिळाला आहे'],
  ] as const)('%s: the confirmation in that language, the notification in English saying the CV stays in the back office', (language, subject) => {
    const [notification, confirmation] = submissionMails(told({ ...APPLICATION, language }), { ...APPLICATION, language }, config, 'office@example.com', {
      applicationToken: 'TOKEN',
      jobTitle: 'सुरक्षा रक्षक',
    });
    expect(confirmation!.subject).toBe(subject);
    expect(notification!.text).toContain('The résumé is in the back office; it is not attached to e-mails.');
    expect([...missingMailWords].filter((m) => m.startsWith(`${language}:`))).toEqual([]);
  });

  it("links an application's confirmation to the candidate's page in its language, naming the job as given", () => {
    const [, confirmation] = submissionMails(told({ ...APPLICATION, language: 'mr' }), { ...APPLICATION, language: 'mr' }, config, 'office@example.com', {
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
    const [notification, confirmation] = submissionMails(
      told({ ...APPLICATION, name: 'Meena Iyer' }),
      { ...APPLICATION, name: 'Meena Iyer' },
      config,
      'office@example.com',
      {
        applicationToken: 'TOKEN',
        jobTitle: 'Security Guard',
      },
    );
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
