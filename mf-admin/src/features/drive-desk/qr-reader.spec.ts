import { describe, expect, it } from '@jest/globals';
import { passFromText } from './qr-reader';

describe('passFromText', () => {
  it('reads a bare pass code, in any case, and one at the end of a link', () => {
    expect(passFromText('K7M2QX9P4B')).toBe('K7M2QX9P4B');
    expect(passFromText(' k7m2qx9p4b\n')).toBe('K7M2QX9P4B');
    expect(passFromText('https://example.in/pass/K7M2QX9P4B')).toBe('K7M2QX9P4B');
    expect(passFromText('https://example.in/drives?pass=K7M2QX9P4B')).toBe('K7M2QX9P4B');
  });

  it('refuses what is not a pass: other lengths, letters a pass never uses, a job poster link', () => {
    expect(passFromText('K7M2QX9P4')).toBeNull();
    expect(passFromText('K7M2QX9P4BB')).toBeNull();
    expect(passFromText('K7M2QX9P0B')).toBeNull();
    expect(passFromText('https://example.in/main/jobs/65f00000000000000000000a')).toBeNull();
    expect(passFromText('')).toBeNull();
  });
});
