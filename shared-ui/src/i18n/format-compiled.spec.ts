import { describe, expect, it } from '@jest/globals';
import { setupI18n } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { formatCompiled } from './format-compiled';

describe("an English page's compiled messages", () => {
  const lingui = setupI18n({ locale: 'en', locales: ['en-IN'], messages: { en: {} } });
  const cases: Array<[string, Record<string, unknown>]> = [
    ['{title} in {location}', { title: 'Security Guard', location: 'Pune' }],
    ['© {year} {company}. All rights reserved.', { year: 2026, company: 'Sentinel' }],
    ['{count, plural, one {# opening} other {# openings}}', { count: 1 }],
    ['{count, plural, one {# opening} other {# openings}}', { count: 123456 }],
    ['{count, plural, =0 {No openings} one {# opening} other {# openings}}', { count: 0 }],
    ['{n, plural, offset:1 =0 {nobody} one {you} other {you and # others}}', { n: 3 }],
    ['{n, selectordinal, one {#st} two {#nd} few {#rd} other {#th}} shift', { n: 22 }],
    ['{role, select, guard {Guard {name}} other {Staff}} on duty, flat #4', { role: 'guard', name: 'Ravi' }],
    ['{role, select, guard {Guard} other {Staff}}', { role: 'constructor' }],
    ['{amount, number} rupees', { amount: 1234567 }],
    ['Missing {value} stays empty', {}],
  ];

  it.each(cases)('reads "%s" exactly as Lingui does, without Lingui', (message, values) => {
    const compiled = compileMessage(message);
    expect(formatCompiled(compiled, values, 'en-IN')).toBe(lingui._({ id: message, message: compiled as unknown as string, values }));
  });
});
