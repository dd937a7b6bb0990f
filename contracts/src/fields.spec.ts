import { describe, expect, it } from '@jest/globals';
import { sitePath } from './fields.js';

describe('sitePath', () => {
  it('takes a page of this site, or nothing', () => {
    for (const ok of ['/main/jobs', '/booking/6744f0c2a1b2c3d4e5f60718', '/integrat/Job?type=full', '']) expect(sitePath().safeParse(ok).success).toBe(true);
    expect(sitePath().parse(undefined)).toBe('');
  });

  it('refuses another site, a script and a path without its leading slash, with one message', () => {
    for (const bad of ['https://evil.example', '//evil.example/x', 'javascript:alert(1)', 'main/jobs', '/\\\\evil.example', '/main jobs']) {
      const result = sitePath().safeParse(bad);
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe('The link must be a page of this site, starting with /, such as /main/jobs');
    }
  });
});
