import { describe, expect, it } from '@jest/globals';
import { COMPANY } from '@site/contracts';
import { missingMailWords } from '../../mail/index.js';
import { fill, statusMail, valuesOf, NO_INTERVIEW } from './status-mail.js';
import { NO_JOB_TITLE } from './job-title.js';
import { DEFAULT_TEMPLATES, DEFAULT_TRANSLATIONS } from './default-templates.js';

const values = { name: 'Ravi', jobTitle: 'Security Guard', company: COMPANY.name, interview: '12 Jun 2026, 10:30 am IST' };

describe('fill', () => {
  it('replaces each known placeholder, as often as it appears, and leaves other braces alone', () => {
    expect(fill('Dear {name}, {name}: {jobTitle} at {company} ({interview}) {unknown} {}', values)).toBe(
      `Dear Ravi, Ravi: Security Guard at ${COMPANY.name} (12 Jun 2026, 10:30 am IST) {unknown} {}`,
    );
  });
});

describe('valuesOf', () => {
  it('takes the name as plain words, the job’s own title and the interview', () => {
    expect(valuesOf({ name: ' Ravi   Kumar www.x.example ', jobId: 'job-1', jobTitle: 'Security Guard' }, 'Mon 10:00')).toEqual({
      name: 'Ravi Kumar wwwxexample',
      jobTitle: 'Security Guard',
      company: COMPANY.name,
      interview: 'Mon 10:00',
    });
  });

  it('falls back to words of its own: no name, a typed title, no interview', () => {
    expect(valuesOf({ name: '1234', jobTitle: 'Typed by the visitor' }, null)).toEqual({
      name: 'there',
      jobTitle: NO_JOB_TITLE,
      company: COMPANY.name,
      interview: NO_INTERVIEW,
    });
  });
});

describe('statusMail', () => {
  const PAGE = 'https://site.example/application/abc';
  const template = { subject: 'Your application\nfor {jobTitle}', body: 'Hello {name}\n\nWe would like to meet you.\n  \nInterview: {interview}\n\n\n' };

  it('puts the subject on one line, the first paragraph as the heading and each other paragraph on its own', () => {
    const mail = statusMail(template, 'ravi@example.com', values, PAGE);
    expect(mail).toMatchObject({ kind: 'status', to: 'ravi@example.com', subject: 'Your application for Security Guard' });
    expect(mail.text.split('\n').slice(0, 4)).toEqual(['Hello Ravi', '', 'We would like to meet you.', 'Interview: 12 Jun 2026, 10:30 am IST']);
    expect(mail.html).toContain('>Hello Ravi</h1>');
    // Every e-mail about an application leads to the candidate's own page.
    expect(mail.text).toContain(`Follow your application: ${PAGE}`);
    expect(mail.html).toContain(`href="${PAGE}"`);
  });

  it('escapes what the values hold in the HTML', () => {
    const mail = statusMail({ subject: 'News', body: 'Hi\n\nFor {jobTitle}' }, 'a@example.com', { ...values, jobTitle: '<script>x</script>' }, PAGE);
    expect(mail.html).toContain('For &lt;script&gt;x&lt;/script&gt;');
    expect(mail.html).not.toContain('<script>');
  });

  it('uses the subject as the heading of an empty body', () => {
    expect(statusMail({ subject: 'Update on {jobTitle}', body: '  ' }, 'a@example.com', values, PAGE).text.split('\n')[0]).toBe('Update on Security Guard');
  });
});

describe('in the candidate’s language', () => {
  const PAGE = 'https://site.example/mr/application/abc';

  it('says the words that stand in for a missing name, job and interview in Hindi and Marathi, where the built-in texts put them', () => {
    const none = { name: '1234', jobTitle: 'Typed by the visitor' };
    const hi = valuesOf(none, null, 'hi');
    expect(hi).toEqual({
      name: 'उम्मीदवार',
      jobTitle: 'आपके चुने हुए पद',
      company: COMPANY.name,
      interview: 'अभी तय होना बाकी है: दिन और समय बताने के लिए हम आपको फ़ोन करेंगे',
    });
    expect(fill(DEFAULT_TRANSLATIONS.Hired.hi.body, hi)).toContain('आपके चुने हुए पद के लिए आपका चयन हो गया है');
    const mr = valuesOf(none, null, 'mr');
    expect(mr).toMatchObject({ name: 'उमेदवार', jobTitle: 'आपण अर्ज केलेल्या', interview: 'अजून ठरायची आहे: दिवस आणि वेळ कळवण्यासाठी आम्ही आपल्याला फोन करू' });
    expect(fill(DEFAULT_TRANSLATIONS.Shortlisted.mr.subject, mr)).toBe('आपण अर्ज केलेल्या पदासाठीचा आपला अर्ज शॉर्टलिस्ट झाला आहे');
    // The job's title in the language, when given; the one stored from the job otherwise.
    expect(valuesOf({ name: 'Ravi', jobId: 'j1', jobTitle: 'Security Guard' }, null, 'mr', 'सुरक्षा रक्षक').jobTitle).toBe('सुरक्षा रक्षक');
    expect(valuesOf({ name: 'Ravi', jobId: 'j1', jobTitle: 'Security Guard' }, null, 'mr').jobTitle).toBe('Security Guard');
  });

  it('writes the e-mail in the language: its button, the HTML’s lang, a Devanagari font', () => {
    const mail = statusMail(
      DEFAULT_TRANSLATIONS.Shortlisted.mr,
      'a@example.com',
      valuesOf({ name: 'सुनील पाटील', jobId: 'j1' }, null, 'mr', 'सुरक्षा रक्षक'),
      PAGE,
      'mr',
    );
    expect(mail.subject).toBe('सुरक्षा रक्षक पदासाठीचा आपला अर्ज शॉर्टलिस्ट झाला आहे');
    expect(mail.text.split('\n')[0]).toBe('आनंदाची बातमी, सुनील पाटील');
    expect(mail.text).toContain(`आपल्या अर्जाची स्थिती पाहा: ${PAGE}`);
    expect(mail.html).toContain('<html lang="mr">');
    expect(mail.html).toContain("'Noto Sans Devanagari'");
    expect([...missingMailWords].filter((m) => m.startsWith('mr:') || m.startsWith('hi:'))).toEqual([]);
  });

  it('promises a call once in the built-in Shortlisted text while no interview is set, in every language', () => {
    const calls = { en: /\bcall\b/g, hi: /फ़ोन/g, mr: /फोन/g } as const;
    const texts = { en: DEFAULT_TEMPLATES.Shortlisted, hi: DEFAULT_TRANSLATIONS.Shortlisted.hi, mr: DEFAULT_TRANSLATIONS.Shortlisted.mr };
    for (const language of ['en', 'hi', 'mr'] as const) {
      const body = fill(texts[language].body, valuesOf({ name: 'Ravi' }, null, language));
      expect([language, body.match(calls[language])?.length]).toEqual([language, 1]);
    }
  });

  it('has built-in Hindi and Marathi texts for every status, with the placeholders of the English', () => {
    const used = (t: { subject: string; body: string }) => [...`${t.subject} ${t.body}`.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
    for (const [status, english] of Object.entries(DEFAULT_TEMPLATES)) {
      for (const language of ['hi', 'mr'] as const) {
        const translated = DEFAULT_TRANSLATIONS[status as keyof typeof DEFAULT_TRANSLATIONS][language];
        expect([status, language, [...new Set(used(translated))]]).toEqual([status, language, [...new Set(used(english))]]);
      }
    }
  });
});
