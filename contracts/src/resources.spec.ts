import { describe, expect, it } from '@jest/globals';
import { choicesOf, listEditing } from './fields.js';
import { editInputOf, RESOURCE_INPUTS } from './inputs.js';
import { filesOf, RESOURCE_KEYS, RESOURCES, titleOf } from './resources.js';
import { JOB_TYPES, LIMITS, SERVICE_CHOICES } from './constants.js';

describe('resource declarations', () => {
  it('give every resource a payload schema and an id message', () => {
    for (const key of RESOURCE_KEYS) {
      expect(RESOURCE_INPUTS[key]).toBeDefined();
      expect(RESOURCES[key].invalidId).toMatch(/^Invalid /);
    }
  });

  it('keep the legacy URLs old clients call', () => {
    const url = (key: keyof typeof RESOURCES, route: 'list' | 'add' | 'edit' | 'remove') => `/${RESOURCES[key].path}/${RESOURCES[key][route]}`;
    expect(url('banner', 'list')).toBe('/admin/Banner/getBanner');
    expect(url('jobs', 'edit')).toBe('/admin/jobs/editJobs/:id');
    expect(url('clients', 'edit')).toBe('/admin/clients/update/:id');
    expect(url('applyJobs', 'remove')).toBe('/admin/applyJobs/deleteApplyJobs/:id');
    expect(RESOURCES.jobs.listKey).toBe('Jobs');
    expect(RESOURCES.clients.listKey).toBeNull();
  });

  it('list the files with their limits and messages', () => {
    expect(filesOf('banner')).toEqual([
      {
        field: 'images',
        kind: 'image',
        maxCount: LIMITS.bannerImages,
        requiredOnAdd: 'Please upload at least one image',
        tooMany: 'Only two images are allowed!',
      },
    ]);
    expect(filesOf('about').map((f) => f.field)).toEqual(['image', 'smallImage', 'profile']);
    expect(filesOf('jobs')).toEqual([]);
  });

  it('separate content from visitor submissions', () => {
    const submissions = RESOURCE_KEYS.filter((k) => RESOURCES[k].access === 'submission');
    expect(submissions.sort()).toEqual(['ServiceEnquiry', 'applyJobs', 'homeEnquiry', 'userContact']);
  });
});

describe('titles of items', () => {
  it('name an item by its declared fields, joined and cut to a sentence’s length', () => {
    expect(titleOf('jobs', { jobTitle: 'Security Supervisor', location: 'Pune' })).toBe('Security Supervisor');
    expect(titleOf('homeEnquiry', { firstName: 'Anil', lastName: ' Desai ' })).toBe('Anil Desai');
    expect(titleOf('aboutCards', { image: '/uploads/a.png' })).toBe('');
    expect(titleOf('jobs', null)).toBe('');
    const long = titleOf('privacyNotice', { title: 'x'.repeat(200) });
    expect(long).toHaveLength(80);
    expect(long.endsWith('…')).toBe(true);
  });

  it('give every resource a product noun and a back-office screen', () => {
    for (const key of RESOURCE_KEYS) {
      expect(RESOURCES[key].noun).toMatch(/^[a-z][a-z ]+$/);
      expect(RESOURCES[key].adminScreen).toBeTruthy();
    }
  });
});

describe('edit payloads', () => {
  it('accept a partial document, or the resource’s own edit schema', () => {
    expect(editInputOf('jobs').safeParse({ location: 'Pune' }).success).toBe(true);
    expect(editInputOf('applyJobs').safeParse({ status: 'Hired' }).success).toBe(true);
    expect(editInputOf('applyJobs').safeParse({ status: 'Promoted' }).success).toBe(false);
  });
});

describe('form hints read from the schemas', () => {
  it('find the choices of an enum, even optional and transformed', () => {
    expect(choicesOf(RESOURCE_INPUTS.homeEnquiry.shape.service)).toEqual(SERVICE_CHOICES);
    expect(choicesOf(RESOURCE_INPUTS.jobs.shape.jobType)).toEqual(JOB_TYPES);
    expect(choicesOf(RESOURCE_INPUTS.jobs.shape.location)).toBeUndefined();
  });

  it('tell how a list field is edited', () => {
    expect(listEditing.get(RESOURCE_INPUTS.jobs.shape.salary)).toEqual({ edit: 'first' });
    expect(listEditing.get(RESOURCE_INPUTS.clients.shape.services)).toEqual({ edit: 'comma' });
    expect(listEditing.get(RESOURCE_INPUTS.clients.shape.name)).toBeUndefined();
  });
});
