import { describe, expect, it } from '@jest/globals';
import { COMPANY } from '@site/contracts';
import { fill, statusMail, valuesOf, NO_INTERVIEW } from './status-mail.js';
import { NO_JOB_TITLE } from './job-title.js';

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
    expect(valuesOf({ name: '1234', jobTitle: 'Typed by the visitor' }, null)).toEqual({ name: 'there', jobTitle: NO_JOB_TITLE, company: COMPANY.name, interview: NO_INTERVIEW });
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
