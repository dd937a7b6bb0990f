import { describe, expect, it } from '@jest/globals';
import { statusTemplateInput } from './hiring.js';
import { matchesDlt, sampleSmsParts } from './template-sms.js';

describe('a status SMS', () => {
  it('matches its registered DLT text when the words outside the variables are the same, spaces aside', () => {
    expect(matchesDlt('Your application for {jobTitle} is shortlisted. {link}', 'Your application for {#var#} is shortlisted.  {#var#}')).toBe(true);
    expect(matchesDlt('Your application for {jobTitle} is shortlisted! {link}', 'Your application for {#var#} is shortlisted. {#var#}')).toBe(false);
    expect(matchesDlt('Your application is shortlisted. {link}', 'Your application for {#var#} is shortlisted. {#var#}')).toBe(false);
  });

  it('may name only the job’s title and the link', () => {
    const parsed = statusTemplateInput.safeParse({ subject: 'S', body: 'B', sms: { mr: { text: 'नमस्कार {name}, {link}' } } });
    expect(parsed.success ? null : parsed.error.issues[0]!.message).toBe('The Marathi SMS uses {name}: an SMS may use only {jobTitle} and {link}');
    expect(statusTemplateInput.safeParse({ subject: 'S', body: 'B', sms: { en: { text: 'Hi, {jobTitle} {link}', dltTemplateId: '12ab' } } }).success).toBe(
      false,
    );
  });

  it('is counted with a link as long as a real one: a Marathi one with its link takes two parts', () => {
    const site = 'https://jobs.facility.example.in';
    expect(sampleSmsParts('{jobTitle} पदासाठी आपली निवड झाली. {link}', 'mr', site, 'सुरक्षा रक्षक')).toMatchObject({ encoding: 'UCS-2', parts: 2 });
    expect(sampleSmsParts('You are selected for {jobTitle}. {link}', 'en', site, 'Security Guard')).toMatchObject({ encoding: 'GSM-7', parts: 1 });
  });
});
