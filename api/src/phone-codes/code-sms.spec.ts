import { describe, expect, it } from '@jest/globals';
import { LANGUAGES, smsParts } from '@site/contracts';
import { codeSms } from './code-sms.js';

describe("the code's SMS", () => {
  it.each(LANGUAGES)('%s: one sentence in the language, then the WebOTP line alone, in one SMS part', (language) => {
    const text = codeSms(language, '042917', 'https://www.facility-site.co.in:8443/');
    const [sentence, webOtp, ...rest] = text.split('\n');
    expect(rest).toEqual([]);
    expect(webOtp).toBe('@www.facility-site.co.in #042917');
    expect(sentence).toContain('042917');
    expect(smsParts(text).parts).toBe(1);
    if (language === 'en') expect(sentence).toBe('Your code is 042917. It works for 10 minutes.');
    else expect(sentence).toMatch(/[\u0900-\u097F]/);
  });
});
