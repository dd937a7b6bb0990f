// The shell's server runs each remote's server code (`server/routes.cjs`) to draw its pages. It runs only code the
// remote's team released: each remote's build signs the file with the team's Ed25519 private key, and the shell
// checks the signature with the public key its configuration names for that remote (docs/decisions/0010).
//
// Keys: `REMOTE_SIGNING_KEY` (PEM) holds a remote's private key where it is built for release; the shell reads each
// public key from `MAIN_REMOTE_KEY`, `INTEGRATED_REMOTE_KEY` and `ADMIN_REMOTE_KEY` (base64 of the DER public key,
// as `npm run keys` prints it). Without them, local runs use a pair per remote in `.keys/`, made on first use and
// never committed.
import { createPrivateKey, generateKeyPairSync, sign } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const KEYS_DIR = path.join(ROOT, '.keys');
export const REMOTES = ['main', 'integrated', 'admin'];

const keyFiles = (remote) => ({ secret: path.join(KEYS_DIR, `${remote}.key.pem`), public: path.join(KEYS_DIR, `${remote}.pub`) });

/** The local key pair of a remote, made once (the private key readable by its owner only). */
function localPair(remote) {
  const files = keyFiles(remote);
  if (!existsSync(files.secret)) {
    mkdirSync(KEYS_DIR, { recursive: true, mode: 0o700 });
    const { privateKey, publicKey } = generateKeyPairSync('ed25519');
    writeFileSync(files.secret, privateKey.export({ type: 'pkcs8', format: 'pem' }), { mode: 0o600 });
    writeFileSync(files.public, `${publicKey.export({ type: 'spki', format: 'der' }).toString('base64')}\n`);
  }
  return files;
}

/** The private key a remote's build signs with. */
export function signingKey(remote, env = process.env) {
  return createPrivateKey(env.REMOTE_SIGNING_KEY ?? readFileSync(localPair(remote).secret, 'utf8'));
}

/** The public key (base64 DER) the shell checks a remote's server code with; null when none is configured. */
export function publicKeyOf(remote, env = process.env) {
  const configured = env[`${remote.toUpperCase()}_REMOTE_KEY`];
  if (configured) return configured.trim();
  const file = keyFiles(remote).public;
  return existsSync(file) ? readFileSync(file, 'utf8').trim() : null;
}

export const remoteKeysFromEnv = (env = process.env) => Object.fromEntries(REMOTES.map((r) => [r, publicKeyOf(r, env)]));

/** The signature of `data` (base64), as `routes.cjs.sig` holds it. */
export const signatureOf = (data, key) => sign(null, data, key).toString('base64');

/** Makes (or shows) the local key pairs and prints each public key, for the shell's configuration. */
if (import.meta.url === `file://${process.argv[1]}`) {
  for (const remote of REMOTES) {
    localPair(remote);
    console.log(`${remote.toUpperCase()}_REMOTE_KEY=${publicKeyOf(remote, {})}`);
  }
}
