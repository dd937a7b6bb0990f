// A content resource is declared once: the API's input schema, the translations it takes, its area, its address and
// its back-office form all come from its declaration file. Adding a field (here a job's shift) is a change there.
import { describe, expect, it } from '@jest/globals';
import { contentInputOf, CONTENT_INPUTS } from '../content.js';
import { requiredText } from '../fields.js';
import { storedJobCv } from '../jobs.js';
import { editInputOf, RESOURCE_INPUTS } from '../inputs.js';
import { RESOURCES } from '../resources.js';
import { contentTranslationsInputOf, translationsInput } from '../translation-input.js';
import { defineContent } from './content-declaration.js';
import { addressOf, CONTENT_DECLARATIONS, RESOURCE_AREAS, TRANSLATABLE_FIELDS } from './index.js';
import { jobs } from './jobs.js';

const JOB = {
  jobTitle: 'Security Guard',
  description: 'Night patrols at a Pune warehouse',
  experience: '1 year',
  location: 'Pune',
  salary: '₹18,000 a month',
  requirement: 'Police verification',
  benefit: 'PF and ESI',
};

/** The jobs declaration as it would read with one more field: a change to jobs.ts alone. */
const withShift = defineContent({
  ...jobs,
  fields: { ...jobs.fields, shift: requiredText('Shift is required', 50) },
  translatable: [...jobs.translatable, 'shift'],
  admin: { ...jobs.admin, columns: [...jobs.admin.columns, 'shift'], form: [...jobs.admin.form, { name: 'shift', label: 'Shift (day or night)' }] },
});

describe('a field added to a content resource’s declaration', () => {
  it('is checked by the API’s input schema, on add and on edit', () => {
    expect(contentInputOf(withShift).parse({ ...JOB, shift: ' Night ' })).toMatchObject({ shift: 'Night' });
    expect(contentInputOf(withShift).safeParse(JOB).error?.issues[0]).toMatchObject({ path: ['shift'], message: 'Shift is required' });
    expect(contentInputOf(withShift).partial().safeParse({ shift: 'Day' }).success).toBe(true);
  });

  it('takes a Hindi and a Marathi value, each checked as its English', () => {
    const input = contentTranslationsInputOf(withShift);
    expect(input.parse({ hi: { values: { shift: 'रात की पाली' } } })).toEqual({ hi: { values: { shift: 'रात की पाली' } } });
    expect(input.safeParse({ mr: { values: { shift: 'x'.repeat(51) } } }).error?.issues[0]?.message).toBe('Marathi shift: Must be at most 50 characters');
    expect(translationsInput('jobs').safeParse({ hi: { values: { shift: 'रात की पाली' } } }).success).toBe(false);
  });

  it('reaches the back office’s form and table as declared, in order', () => {
    expect(withShift.admin.form.at(-1)).toEqual({ name: 'shift', label: 'Shift (day or night)' });
    expect(withShift.admin.columns.at(-1)).toBe('shift');
  });

  it('must be a field to be translated or put in the form (the type checker refuses it otherwise)', () => {
    // @ts-expect-error `shift` is not one of the jobs' fields
    defineContent({ ...jobs, translatable: [...jobs.translatable, 'shift'] });
    // @ts-expect-error nor can the form edit it
    defineContent({ ...jobs, admin: { ...jobs.admin, form: [...jobs.admin.form, 'shift'] } });
  });
});

describe('a job’s CV requirement', () => {
  it('is optional for a new job unless said, and one of required, optional or none', () => {
    expect(contentInputOf(jobs).parse(JOB)).toMatchObject({ cv: 'optional' });
    expect(contentInputOf(jobs).parse({ ...JOB, cv: 'none' })).toMatchObject({ cv: 'none' });
    expect(contentInputOf(jobs).safeParse({ ...JOB, cv: 'maybe' }).error?.issues[0]).toMatchObject({
      path: ['cv'],
      message: 'CV must be required, optional or none',
    });
  });

  it('is left as stored by an edit that does not send it', () => {
    expect(editInputOf('jobs').parse({ jobTitle: 'Guard' })).toEqual({ jobTitle: 'Guard' });
    expect(editInputOf('jobs').parse({ cv: 'required' })).toEqual({ cv: 'required' });
  });

  it('is a select of the back office’s form, each choice in words, a new job’s optional', () => {
    expect(jobs.admin.form).toContainEqual({
      name: 'cv',
      label: 'CV on the application form',
      defaultValue: 'optional',
      optionLabels: { required: 'Required', optional: 'Optional', none: 'Not asked' },
    });
  });

  it('reads as optional for a job stored before it was asked', () => {
    expect(storedJobCv({ jobTitle: 'Guard' })).toBe('optional');
    expect(storedJobCv({ cv: 'maybe' })).toBe('optional');
    expect(storedJobCv({ cv: 'none' })).toBe('none');
  });

  it('is seen by the public, whose apply form reads it', () => {
    expect(jobs.publicView!({ _id: 'j1', jobTitle: 'Guard', cv: 'none', questions: [] })).toEqual({ _id: 'j1', jobTitle: 'Guard', cv: 'none', questions: [] });
  });
});

describe('the jobs’ public view', () => {
  it('leaves out which answer knocks a candidate out, and nothing else', () => {
    const question = { id: 'q1', text: 'Night shifts?', kind: 'yesno', options: [], required: true, knockout: 'No' } as const;
    const { knockout: _, ...seen } = question;
    expect(jobs.publicView!({ _id: 'j1', jobTitle: 'Guard', questions: [question] })).toEqual({ _id: 'j1', jobTitle: 'Guard', questions: [seen] });
  });
});

describe('the registry', () => {
  it('gives each content resource’s input schema, translated fields, area and address from its declaration', () => {
    for (const [key, declaration] of Object.entries(CONTENT_DECLARATIONS)) {
      const k = key as keyof typeof CONTENT_DECLARATIONS;
      expect(Object.keys(CONTENT_INPUTS[k].shape)).toEqual(Object.keys(declaration.fields));
      expect(RESOURCE_INPUTS[k]).toBe(CONTENT_INPUTS[k]);
      expect(TRANSLATABLE_FIELDS[k]).toBe(declaration.translatable);
      expect(RESOURCE_AREAS[k]).toBe(declaration.area);
      expect(RESOURCES[k]).toEqual(addressOf(declaration));
    }
    expect(Object.keys(editInputOf('jobs').shape)).toEqual(Object.keys(jobs.fields));
  });

  it('translates, edits and shows only declared fields, and titles an item by its fields', () => {
    for (const declaration of Object.values(CONTENT_DECLARATIONS)) {
      const fields = Object.keys(declaration.fields);
      expect(fields).toEqual(expect.arrayContaining([...declaration.translatable, ...declaration.titleFields]));
      expect(fields).toEqual(expect.arrayContaining(declaration.admin.form.map((f) => (typeof f === 'string' ? f : f.name))));
    }
  });
});
