import { describe, expect, it } from '@jest/globals';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parseMessage } from './parse-message';

// Every English message with placeholders of the packages whose pages English visitors read.
const PACKAGES = ['shared-ui', 'shell', 'mf-main-site', 'mf-integrated-site'];
const root = fileURLToPath(new URL('../../../', import.meta.url));
const ids = PACKAGES.flatMap((pkg) => Object.keys(JSON.parse(readFileSync(`${root}${pkg}/src/locales/hi.json`, 'utf8')) as object)).filter((id) => id.includes('{'));

describe('English messages read at run time', () => {
  it('finds the messages to check', () => expect(ids.length).toBeGreaterThan(20));

  it.each(ids)('reads "%s" as Lingui compiles it', (id) => {
    expect(parseMessage(id)).toEqual(compileMessage(id));
  });

  it.each([
    '{count, plural, =0 {No openings} one {# opening} other {# openings}}',
    '{n, plural, offset:1 =0 {nobody} one {you} other {you and # others}}',
    '{n, selectordinal, one {#st} two {#nd} few {#rd} other {#th}} shift',
    '{role, select, guard {Guard {name}} other {Staff}} on duty, flat #4',
    '{n, plural, other {{role, select, guard {# guards} other {# staff}}}}',
    '{amount, number} rupees',
    "It''s {name}'s turn, '{not a placeholder}'",
  ])('reads "%s" as Lingui compiles it', (id) => {
    expect(parseMessage(id)).toEqual(compileMessage(id));
  });

  it('refuses what it cannot read', () => {
    expect(() => parseMessage('{open')).toThrow();
    expect(() => parseMessage('{a, date, short}')).toThrow();
  });
});
