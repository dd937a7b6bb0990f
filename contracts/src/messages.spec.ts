import { describe, expect, it } from '@jest/globals';
import type { z } from 'zod';
import { forgotPasswordInput, resetLinkInput, resetPasswordInput, verifyEmailInput } from './accounts.js';
import { RESUME_MESSAGES } from './constants.js';
import { CONSENT_MESSAGE, PAST_DATE_MESSAGE } from './fields.js';
import { JOB_CLOSED_MESSAGE } from './jobs.js';
import { MESSAGE_CATALOGUES } from './message-catalogues.js';
import { loadMessageCatalogue, type MessageCatalogue, placeholdersOf, translateMessage } from './messages.js';
import { deleteOwnAccountInput } from './privacy.js';
import { AUTH_MESSAGES, RESOURCES, type ResourceDeclaration } from './resources.js';
import { screeningAnswers } from './screening.js';
import { loginInput, registerInput, SERVICE_GONE_MESSAGE, SUBMISSION_INPUTS } from './submissions.js';

const catalogues = Object.entries(MESSAGE_CATALOGUES) as Array<['hi' | 'mr', MessageCatalogue]>;

describe('translateMessage', () => {
  const catalogue = {
    '{label} is required': '{label} आवश्यक आहे',
    Name: 'नाव',
    'A form may have at most {files} file(s)': 'फॉर्ममध्ये जास्तीत जास्त {files} फाइल असू शकतात',
    'A form may have at most {fields} fields and {files} file(s)': 'फॉर्ममध्ये जास्तीत जास्त {fields} फील्ड आणि {files} फाइल असू शकतात',
    'Resume file is required': 'बायोडाटा फाइल आवश्यक आहे',
    '{reason} Please try again in {wait}.': '{reason} कृपया {wait} थांबून पुन्हा प्रयत्न करा.',
    'Too many forms sent from your connection.': 'खूप जास्त फॉर्म पाठवले गेले आहेत.',
    '{count} minutes': '{count} मिनिटे',
  };

  it('uses a message’s own entry before any pattern', () => {
    expect(translateMessage('Resume file is required', catalogue)).toBe('बायोडाटा फाइल आवश्यक आहे');
  });

  it('fills a pattern with the values of the message, each translated when the catalogue knows it', () => {
    expect(translateMessage('Name is required', catalogue)).toBe('नाव आवश्यक आहे');
    // A value the catalogue does not know is kept as written.
    expect(translateMessage('Skills is required', catalogue)).toBe('Skills आवश्यक आहे');
    expect(translateMessage('Too many forms sent from your connection. Please try again in 5 minutes.', catalogue)).toBe(
      'खूप जास्त फॉर्म पाठवले गेले आहेत. कृपया 5 मिनिटे थांबून पुन्हा प्रयत्न करा.',
    );
  });

  it('tries the pattern that says the most first', () => {
    expect(translateMessage('A form may have at most 30 fields and 1 file(s)', catalogue)).toBe('फॉर्ममध्ये जास्तीत जास्त 30 फील्ड आणि 1 फाइल असू शकतात');
    expect(translateMessage('A form may have at most 1 file(s)', catalogue)).toBe('फॉर्ममध्ये जास्तीत जास्त 1 फाइल असू शकतात');
  });

  it('leaves a message it does not know, and every message without a catalogue (English), as it is', () => {
    expect(translateMessage('Something new', catalogue)).toBe('Something new');
    expect(translateMessage('Name is required', null)).toBe('Name is required');
    expect(translateMessage('Name is required', {})).toBe('Name is required');
  });

  it('reads placeholders and fixed text literally (no pattern syntax leaks from the English)', () => {
    const odd = { 'Cost (in ₹) is {amount}?': 'किंमत (₹ मध्ये) {amount} आहे?' };
    expect(translateMessage('Cost (in ₹) is 500?', odd)).toBe('किंमत (₹ मध्ये) 500 आहे?');
    expect(translateMessage('Cost (in ₹) is 500!', odd)).toBe('Cost (in ₹) is 500!');
  });
});

describe('the Hindi and Marathi catalogues', () => {
  it('have the same entries', () => {
    expect(Object.keys(MESSAGE_CATALOGUES.mr).sort()).toEqual(Object.keys(MESSAGE_CATALOGUES.hi).sort());
  });

  it.each(catalogues)('%s: each translation keeps its English placeholders, and is not empty nor English', (_language, catalogue) => {
    for (const [english, translation] of Object.entries(catalogue)) {
      expect([english, placeholdersOf(translation).sort()]).toEqual([english, placeholdersOf(english).sort()]);
      expect(translation.trim()).not.toBe('');
      expect(translation).not.toBe(english);
    }
  });

  it('never translate the texts clients compare to decide a sign-in or sign-up worked', () => {
    for (const catalogue of Object.values(MESSAGE_CATALOGUES)) {
      expect(catalogue[AUTH_MESSAGES.loginSuccess]).toBeUndefined();
      expect(catalogue[AUTH_MESSAGES.registerSuccess]).toBeUndefined();
    }
  });

  it('load one language at a time for a page, the same as the server’s; English needs none', async () => {
    expect(await loadMessageCatalogue('mr')).toEqual(MESSAGE_CATALOGUES.mr);
    expect(await loadMessageCatalogue('hi')).toEqual(MESSAGE_CATALOGUES.hi);
    expect(await loadMessageCatalogue('en')).toEqual({});
  });
});

/** Latin words a translation may keep: file formats and units, and the API's own field name. */
const KEPT_LATIN = new Set(['PDF', 'Word', 'MB', 'KB', 'JSON', 'jobId']);
/** The English words left in a translated message. */
const englishLeft = (text: string) => (text.match(/[A-Za-z]{2,}/g) ?? []).filter((word) => !KEPT_LATIN.has(word));

/** Every message the contract gives for each field sent empty, blank, too long, or of the wrong type, and for a body that is not an object. */
function messagesOf(schema: z.ZodObject, valid: Record<string, unknown>): string[] {
  const bad: unknown[] = ['', '   ', 'x'.repeat(20_000), 12_345, { a: 1 }, ['a'], false, null, 'not valid ✗'];
  const bodies: unknown[] = [[], {}, ...Object.keys(schema.shape).flatMap((field) => bad.map((value) => ({ ...valid, [field]: value })))];
  return bodies.flatMap((body) => schema.safeParse(body).error?.issues.map((i) => i.message) ?? []);
}

describe('the messages of the visitors’ forms, as zod gives them, translate completely', () => {
  const person = { name: 'Asha', email: 'asha@example.com', mobile: '9822001122', address: 'Pune', consent: true };
  const questions = [
    // A job's own words, as a Marathi page shows them; yes and no are the contract's.
    { id: 'q1', text: 'आपल्याकडे सुरक्षा परवाना आहे का?', kind: 'yesno' as const, options: [], required: true },
    { id: 'q2', text: 'कोणती पाळी सोयीची आहे?', kind: 'choice' as const, options: ['दिवस', 'रात्र'], required: false },
    { id: 'q3', text: 'आपण कुठे राहता?', kind: 'text' as const, options: [], required: true },
  ];
  const forms: Array<[string, z.ZodObject, Record<string, unknown>]> = [
    ['booking', SUBMISSION_INPUTS.ServiceEnquiry, { ...person, date: '2999-01-01', service: 'Security Services' }],
    [
      'application',
      SUBMISSION_INPUTS.applyJobs,
      { ...person, jobTitle: 'Guard', skills: 'Patrol', experience: '1-3 years', qualification: 'SSC', jobId: 'a'.repeat(24), answers: '{}' },
    ],
    [
      'home enquiry',
      SUBMISSION_INPUTS.homeEnquiry,
      {
        firstName: 'Asha',
        lastName: 'Patil',
        service: 'Security Services',
        email: 'asha@example.com',
        mobile: '9822001122',
        description: 'Two guards',
        consent: true,
      },
    ],
    ['contact', SUBMISSION_INPUTS.userContact, { name: 'Asha', email: 'asha@example.com', subject: 'Hello', message: 'A question', consent: true }],
    ['sign-up', registerInput, { name: 'Asha', mobile: '9822001122', email: 'asha@example.com', password: 'long-enough', consent: true }],
    ['sign-in', loginInput, { email: 'asha@example.com', password: 'secret' }],
    ['forgotten password', forgotPasswordInput, { email: 'asha@example.com' }],
    ['new password', resetPasswordInput, { token: 't', password: 'long-enough' }],
    ['reset link', resetLinkInput, { token: 't' }],
    ['e-mail confirmation', verifyEmailInput, { token: 't' }],
    ['account deletion', deleteOwnAccountInput, { password: 'secret' }],
    ['screening answers', screeningAnswers(questions), { q1: 'Yes', q2: 'दिवस', q3: 'पुणे' }],
  ];
  const messages = [...new Set(forms.flatMap(([, schema, valid]) => messagesOf(schema, valid)))];

  it('finds the messages it checks', () => {
    expect(messages).toEqual(
      expect.arrayContaining([
        'Name is required',
        'Skills are required',
        'Mobile number must contain only digits (7 to 15)',
        'Please answer “आपल्याकडे सुरक्षा परवाना आहे का?”',
        'Please agree to the privacy notice',
      ]),
    );
    expect(messages.length).toBeGreaterThan(30);
  });

  it.each(catalogues)('%s', (_language, catalogue) => {
    const left = messages.map((m) => [m, translateMessage(m, catalogue)]).filter(([, t]) => englishLeft(t!).length > 0);
    expect(left).toEqual([]);
  });
});

describe('the other messages a visitor can get translate completely', () => {
  const resources = Object.values(RESOURCES as Record<string, ResourceDeclaration>);
  const messages = [
    ...Object.values(RESUME_MESSAGES),
    JOB_CLOSED_MESSAGE,
    SERVICE_GONE_MESSAGE,
    CONSENT_MESSAGE,
    PAST_DATE_MESSAGE,
    ...Object.entries(AUTH_MESSAGES)
      .filter(([key]) => key !== 'loginSuccess' && key !== 'registerSuccess')
      .map(([, text]) => text),
    // The answer to a sent form, and a page of content asked for by a wrong id.
    ...resources.filter((r) => r.access === 'submission').map((r) => `${r.label} added successfully`),
    ...resources.filter((r) => r.access === 'content').map((r) => r.invalidId),
    'Too many forms sent from your connection. Please try again in 1 minute.',
    'Too many sign-in attempts. Please try again in 16 minutes.',
    'Too many tries of a private link. Please try again in 1 second.',
    'Too many requests for a link. Please try again in 45 seconds.',
    'A form may have at most 30 fields and 1 file(s)',
    'At most 1 file(s) may be sent as resume',
    'Could not read the upload: Unexpected end of form',
  ];

  it.each(catalogues)('%s', (_language, catalogue) => {
    const left = messages.map((m) => [m, translateMessage(m, catalogue)]).filter(([m, t]) => t === m || englishLeft(t!).length > 0);
    expect(left).toEqual([]);
  });
});
