import { describe, expect, it } from '@jest/globals';
import { setupI18n } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { formatMessage } from './format-message';

const lingui = setupI18n({ locale: 'en', locales: ['en-IN'], messages: { en: {} } });
const byLingui = (message: string, values: Record<string, unknown>) => lingui._({ id: message, message: compileMessage(message) as unknown as string, values });

// Every English message with placeholders of the packages whose pages English visitors read.
const root = fileURLToPath(new URL('../../../', import.meta.url));
const ids = ['shared-ui', 'shell', 'mf-main-site', 'mf-integrated-site']
  .flatMap((pkg) => Object.keys(JSON.parse(readFileSync(`${root}${pkg}/src/locales/hi.json`, 'utf8')) as object))
  .filter((id) => id.includes('{'));
const sample = (id: string) =>
  Object.fromEntries([...id.matchAll(/\{\s*(\w+)/g)].map(([, name]) => [name, name === 'count' || name === 'n' ? 21 : `‹${name}›`]));

describe("an English page's messages", () => {
  it('include every package catalogue', () => expect(ids.length).toBeGreaterThan(20));

  it.each(ids)('reads "%s" exactly as Lingui does, without Lingui', (id) => {
    for (const count of [0, 1, 2, 21, 123456]) {
      const values = { ...sample(id), ...(/\{\s*count\s*,/.test(id) ? { count } : {}) };
      expect(formatMessage(id, values, 'en-IN')).toBe(byLingui(id, values));
    }
  });

  it.each<[string, Record<string, unknown>]>([
    ['{title} in {location}', { title: 'Security Guard', location: 'Pune' }],
    ['© {year} {company}. All rights reserved.', { year: 2026, company: 'Sentinel' }],
    ['{count, plural, one {# opening} other {# openings}}', { count: 1 }],
    ['{count, plural, one {# opening} other {# openings}}', { count: 123456 }],
    ['{count, plural, =0 {No openings} one {# opening} other {# openings}}', { count: 0 }],
    ['{n, plural, offset:1 =0 {nobody} one {you} other {you and # others}}', { n: 3 }],
    ['{n, selectordinal, one {#st} two {#nd} few {#rd} other {#th}} shift', { n: 22 }],
    ['{role, select, guard {Guard {name}} other {Staff}} on duty, flat #4', { role: 'guard', name: 'Ravi' }],
    ['{role, select, guard {Guard} other {Staff}}', { role: 'constructor' }],
    ['{n, plural, other {{role, select, guard {# guards} other {# staff}}}}', { n: 5, role: 'guard' }],
    ['{amount, number} rupees', { amount: 1234567 }],
    ["It''s {name}'s turn, '{not a placeholder}'", { name: 'Asha' }],
    ['Missing {value} stays empty', {}],
  ])('reads "%s" exactly as Lingui does', (message, values) => {
    expect(formatMessage(message, values, 'en-IN')).toBe(byLingui(message, values));
  });

  it('refuses what it cannot read', () => {
    expect(() => formatMessage('{open', {}, 'en-IN')).toThrow();
    expect(() => formatMessage('{a, date, short}', {}, 'en-IN')).toThrow();
    expect(() => formatMessage('closed}', {}, 'en-IN')).toThrow();
  });
});
