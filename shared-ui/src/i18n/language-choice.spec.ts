import { describe, expect, it } from '@jest/globals';
import { preferredLanguage, rememberLanguage } from './language-choice';

const fakeDocument = (cookie = '', protocol = 'http:') => ({ cookie, location: { protocol } }) as unknown as Document;

describe("the visitor's language choice", () => {
  it('is remembered in the lang cookie for a year, Lax, and Secure over HTTPS', () => {
    const plain = fakeDocument();
    rememberLanguage('mr', plain);
    expect(plain.cookie).toBe('lang=mr; Path=/; Max-Age=31536000; SameSite=Lax');
    const secure = fakeDocument('', 'https:');
    rememberLanguage('hi', secure);
    expect(secure.cookie).toBe('lang=hi; Path=/; Max-Age=31536000; SameSite=Lax; Secure');
  });

  it("is preferred over the browser's languages; without one, the browser's first known language", () => {
    expect(preferredLanguage(fakeDocument('a=1; lang=hi; b=2'), ['mr-IN', 'en'])).toBe('hi');
    expect(preferredLanguage(fakeDocument('lang=fr'), ['mr-IN', 'en'])).toBe('mr');
    expect(preferredLanguage(fakeDocument(''), ['de-DE', 'en-GB'])).toBe('en');
    expect(preferredLanguage(fakeDocument(''), ['de-DE'])).toBeNull();
  });
});
