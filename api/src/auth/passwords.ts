import bcrypt from 'bcryptjs';

const COST = 10;
// Compared against when the account does not exist, so unknown e-mails take as long as wrong passwords.
const DUMMY_HASH = bcrypt.hashSync('not-a-real-password', COST);

export const hashPassword = (password: string) => bcrypt.hash(password, COST);
export const checkPassword = (password: string, hash: string | undefined) => bcrypt.compare(password, hash ?? DUMMY_HASH);
