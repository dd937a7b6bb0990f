import { describe, expect, it } from '@jest/globals';
import { remoteForPath } from './remote-registry';

describe('which remote owns an address (without its language)', () => {
  it('is the same in every language for the public pages, any case', () => {
    for (const language of ['en', 'hi', 'mr'] as const) {
      expect(remoteForPath('/main/jobs', language)).toBe('main');
      expect(remoteForPath('/JobDetail/abc', language)).toBe('main');
      expect(remoteForPath('/integrat/home', language)).toBe('integrated');
      expect(remoteForPath('/client/abc', language)).toBe('integrated');
      expect(remoteForPath('/', language)).toBeNull();
    }
  });

  it('is the back office in English only: it has no Hindi or Marathi address', () => {
    expect(remoteForPath('/admin/login')).toBe('admin');
    expect(remoteForPath('/admin/login', 'hi')).toBeNull();
    expect(remoteForPath('/admin', 'mr')).toBeNull();
  });
});
