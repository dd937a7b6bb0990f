import bcrypt from 'bcryptjs';
import { PASSWORD_MAX_BYTES, passwordBytes } from '@site/contracts';

const COST = 10;
// Compared against when the account does not exist, so unknown e-mails take as long as wrong passwords.
const DUMMY_HASH = bcrypt.hashSync('not-a-real-password', COST);

/** Callers pass passwords the contracts allow (at most 72 UTF-8 bytes, all of which bcrypt reads). */
export const hashPassword = (password: string) => bcrypt.hash(password, COST);

/**
 * bcrypt would compare only the first 72 bytes, so a longer password never matches (docs/decisions/0005); it still
 * costs one comparison, so the answer takes as long as any other refusal.
 */
export async function checkPassword(password: string, hash: string | undefined): Promise<boolean> {
  const tooLong = passwordBytes(password) > PASSWORD_MAX_BYTES;
  const matches = await bcrypt.compare(tooLong ? '' : password, tooLong ? DUMMY_HASH : (hash ?? DUMMY_HASH));
  return matches && !tooLong && hash !== undefined;
}
