import { describe, expect, it } from '@jest/globals';
import { exportFieldsOf } from './submissions.js';

describe('exportFieldsOf', () => {
  it('exports a booking’s service by its title, never its id, and no consent box or raw answers', () => {
    expect(exportFieldsOf('ServiceEnquiry')).toEqual(['name', 'email', 'mobile', 'address', 'date', 'service', 'status', 'createdAt', 'language']);
    for (const key of ['applyJobs', 'homeEnquiry', 'userContact', 'ServiceEnquiry'] as const)
      expect(exportFieldsOf(key)).not.toEqual(expect.arrayContaining([expect.stringMatching(/^(consent|answers|serviceId)$/)]));
  });

  it('adds an application’s source after the language, so the earlier columns keep their places', () => {
    expect(exportFieldsOf('applyJobs').slice(-4)).toEqual(['status', 'createdAt', 'language', 'source']);
    expect(exportFieldsOf('homeEnquiry')).not.toContain('source');
  });
});
