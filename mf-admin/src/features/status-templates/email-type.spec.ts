import { describe, expect, it } from '@jest/globals';
import { withDevanagariType } from './email-type';

const FACE = /@font-face\{font-family:'Noto Sans Devanagari';font-weight:(\d+);[^}]*src:url\('(http[^']+)'\)/g;

describe('withDevanagariType', () => {
  it('declares both weights of Noto Sans Devanagari, at absolute addresses, in a head before the body', () => {
    const html = withDevanagariType('<!doctype html><html lang="mr"><body style="font-family:Arial,\'Noto Sans Devanagari\'">नमस्कार</body></html>');
    expect([...html.matchAll(FACE)].map((m) => m[1])).toEqual(['400', '700']);
    expect(html.indexOf('<head><style>')).toBeLessThan(html.indexOf('<body'));
    expect(html).toContain('<body style=');
  });

  it('adds to a head the e-mail already has', () => {
    const html = withDevanagariType('<html><head><title>x</title></head><body></body></html>');
    expect(html).toMatch(/^<html><head><style>@font-face/);
    expect(html.match(/<head/g)).toHaveLength(1);
  });
});
