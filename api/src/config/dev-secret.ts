import { randomBytes } from 'node:crypto';
import { linkSync, mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export const DEV_SECRET_FILE = 'jwt-secret';
/** The key of the two-factor secrets (auth/two-factor/two-factor-secrets.ts) where TWO_FACTOR_KEY is unset. */
export const TWO_FACTOR_KEY_FILE = 'two-factor-key';
/** The secret shared with the shell (SHELL_SECRET unset): the shell makes and reads the same file (scripts/shell-secret.mjs). */
export const SHELL_SECRET_FILE = 'shell-secret';

/**
 * A local key: made at random on the first start and kept in the data directory, readable by its owner only, so a
 * restart keeps using it and nothing in the source holds it. The file appears whole or not at all (written aside,
 * then hard-linked into place), so API instances starting together all read the same key.
 */
export function localKey(dataDir: string, name: string): string {
  const file = path.join(dataDir, name);
  mkdirSync(dataDir, { recursive: true });
  try {
    return readFileSync(file, 'utf8').trim();
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
  }
  const draft = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  writeFileSync(draft, randomBytes(48).toString('base64url'), { mode: 0o600 });
  try {
    linkSync(draft, file);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
  } finally {
    unlinkSync(draft);
  }
  return readFileSync(file, 'utf8').trim();
}

/** The local token key: a restart keeps the admins signed in. */
export const devJwtSecret = (dataDir: string): string => localKey(dataDir, DEV_SECRET_FILE);
