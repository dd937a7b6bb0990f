import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { writeStartLine } from './start-lines.js';

describe('writeStartLine', () => {
  afterEach(() => {
    jest.restoreAllMocks();
  });
  const written = (stream: NodeJS.WriteStream) => {
    const lines: string[] = [];
    jest.spyOn(stream, 'write').mockImplementation((chunk: unknown) => lines.push(String(chunk)) > 0);
    return lines;
  };

  it('writes one JSON line shaped as the log lines in production', () => {
    const out = written(process.stdout);
    writeStartLine('info', 'API listening on http://0.0.0.0:4000', { NODE_ENV: 'production' });
    expect(out).toHaveLength(1);
    expect(out[0]).toMatch(/\n$/);
    expect(JSON.parse(out[0]!)).toEqual({ level: 30, time: expect.any(Number), service: 'api', msg: 'API listening on http://0.0.0.0:4000' });
  });

  it('writes why it will not start on stderr, at fatal level, in production', () => {
    const err = written(process.stderr);
    writeStartLine('fatal', 'SMTP_URL is required\nJWT_SECRET is required', { NODE_ENV: 'production' });
    expect(JSON.parse(err[0]!)).toMatchObject({ level: 60, msg: 'SMTP_URL is required\nJWT_SECRET is required' });
  });

  it('writes plain text elsewhere', () => {
    const out = written(process.stdout);
    writeStartLine('info', 'API listening on http://127.0.0.1:4000', { NODE_ENV: 'development' });
    expect(out).toEqual(['API listening on http://127.0.0.1:4000\n']);
  });
});
