// Where the API asks the shell about a release: its check port (never the site's public address, which answers 404).
import { describe, expect, it } from '@jest/globals';
import { loadConfig } from './env.js';

const base = { MONGODB_URI: 'mongodb://127.0.0.1:27017' };
const checkUrl = (env: Record<string, string>) => loadConfig({ ...base, ...env }).releases.shellCheckUrl;

describe('SHELL_CHECK_URL', () => {
  it("defaults to the shell's check port on loopback: SHELL_CHECK_PORT, else SHELL_PORT + 100", () => {
    expect(checkUrl({})).toBe('http://127.0.0.1:3100');
    expect(checkUrl({ SHELL_PORT: '8000' })).toBe('http://127.0.0.1:8100');
    expect(checkUrl({ SHELL_PORT: '8000', SHELL_CHECK_PORT: '9123' })).toBe('http://127.0.0.1:9123');
    expect(checkUrl({ SHELL_CHECK_URL: 'http://10.0.0.5:3100/' })).toBe('http://10.0.0.5:3100');
  });

  it('never defaults to the site, and refuses SHELL_URL, which named it', () => {
    expect(checkUrl({ SITE_URL: 'https://www.example.in' })).toBe('http://127.0.0.1:3100');
    expect(() => checkUrl({ SHELL_URL: 'https://www.example.in' })).toThrow(/SHELL_URL is no longer read: set SHELL_CHECK_URL to the shell's check port/);
    expect(() => checkUrl({ SHELL_CHECK_URL: 'ftp://x' })).toThrow(/SHELL_CHECK_URL must be an http\(s\) address/);
  });
});
