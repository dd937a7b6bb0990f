// SHELL_SECRET, the secret the shell shares with the API (report tokens and admins' canary passes,
// @site/contracts/release-tokens). Required in production; locally made once at random in
// <DATA_DIR>/shell-secret (mode 0600), the file the API makes and reads the same way (api/src/config/dev-secret.ts).
import { randomBytes } from 'node:crypto';
import { linkSync, mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from './ferretdb.mjs';

export const SHELL_SECRET_FILE = 'shell-secret';

/** The secret from the environment, else the local file (made whole or not at all: written aside, then linked). */
export function shellSecretFromEnv(env = process.env) {
  const given = env.SHELL_SECRET;
  if (given !== undefined && given.length < 32) throw new Error('SHELL_SECRET must be at least 32 characters');
  if (given) return given;
  if (env.NODE_ENV === 'production')
    throw new Error('SHELL_SECRET is required when NODE_ENV=production: give the shell and the API the same one (e.g. openssl rand -base64 48)');
  const dataDir = path.resolve(ROOT, env.DATA_DIR ?? 'data');
  const file = path.join(dataDir, SHELL_SECRET_FILE);
  mkdirSync(dataDir, { recursive: true });
  try {
    return readFileSync(file, 'utf8').trim();
  } catch (err) {
    if (err.code !== 'ENOENT') throw err;
  }
  const draft = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  writeFileSync(draft, randomBytes(48).toString('base64url'), { mode: 0o600 });
  try {
    linkSync(draft, file);
  } catch (err) {
    if (err.code !== 'EEXIST') throw err;
  } finally {
    unlinkSync(draft);
  }
  return readFileSync(file, 'utf8').trim();
}
