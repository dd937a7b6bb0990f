// The shell's server runs each remote's server code (`server/routes.cjs`) to draw its pages. It runs only code the
// remote's team released: making a release signs the file, with the remote's name and the release's id, by the
// team's Ed25519 private key, and the shell checks the signature with the public key its configuration names for
// that remote and the release it draws (docs/decisions/0010). Builds sign nothing: they are cached, and a cache may
// be shared by checkouts and pipelines with other keys.
//
// Keys: `REMOTE_SIGNING_KEY` (PEM) holds a remote's private key where it is built for release; the shell reads each
// public key from `MAIN_REMOTE_KEY`, `INTEGRATED_REMOTE_KEY` and `ADMIN_REMOTE_KEY` (base64 of the DER public key,
// as `npm run keys` prints it). Without them, local runs use a pair per remote in `.keys/`, made on first use and
// never committed.
import { createHash, createPrivateKey, generateKeyPairSync, sign } from 'node:crypto';
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

/** The signature of `data` (base64). */
export const signatureOf = (data, key) => sign(null, data, key).toString('base64');

/**
 * The signature (base64) of the server code in `dir` (`server/routes.cjs` of a release's folder or of a build) as
 * `release` of `remote`: the team's signature of contracts' `serverCodeSignedText`. Null without server code.
 */
export async function serverCodeSignature(remote, release, dir, env = process.env) {
  const file = path.join(dir, 'server', 'routes.cjs');
  if (!existsSync(file)) return null;
  const { serverCodeSignedText } = await import('@site/contracts/releases');
  const digest = createHash('sha256').update(readFileSync(file)).digest('hex');
  return signatureOf(Buffer.from(serverCodeSignedText(remote, release, digest)), signingKey(remote, env));
}

/** Signs a release's server code: writes `server/routes.cjs.sig` in its folder (while the release is being made). */
export async function signServerCode(remote, release, dir, env = process.env) {
  const signature = await serverCodeSignature(remote, release, dir, env);
  if (signature) writeFileSync(path.join(dir, 'server', 'routes.cjs.sig'), signature);
}

/**
 * The signature of a remote's current build (`dist`), for the shell to run it at the remote's root, outside any
 * release: `npm start` and the browser tests serve it so until a release is live. Signed as release `build`, never
 * as a release's id, when the site starts; kept in memory, never written into the build (a cached output).
 */
export async function currentBuildSignature(remote, dist, env = process.env) {
  const { UNRELEASED_BUILD } = await import('@site/contracts/releases');
  return serverCodeSignature(remote, UNRELEASED_BUILD, dist, env);
}

/** Makes (or shows) the local key pairs and prints each public key, for the shell's configuration. */
if (import.meta.url === `file://${process.argv[1]}`) {
  for (const remote of REMOTES) {
    localPair(remote);
    console.log(`${remote.toUpperCase()}_REMOTE_KEY=${publicKeyOf(remote, {})}`);
  }
}
