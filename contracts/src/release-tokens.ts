// What the shell and the API prove to each other with SHELL_SECRET (server side only: node:crypto).
// - A report token: the shell gives one per remote with each page (a cookie beside it), naming the releases of that
//   remote it served this visitor and who the visitor is (their address as the shell saw it, hashed); a browser's
//   report of a load or a failure counts only with it (docs/releases.md, Canary). The shell mints its own for the
//   failures it sees while drawing.
// - A canary pass: what a signed-in admin's browser holds in the `release_canary` cookie to be served every canary,
//   until their session ends.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { RELEASE_REMOTES, type ReleaseRemote } from './releases.js';

/** How long a page's report tokens hold: a remote is loaded when a page opens or when one of its routes is visited. */
export const REPORT_TOKEN_TTL_MS = 60 * 60_000;

/** `page`: minted for a visitor's page; `server`: for a failure the shell saw itself. */
export type ReportTokenKind = 'page' | 'server';

export interface ReportToken {
  kind: ReportTokenKind;
  remote: ReleaseRemote;
  /** The releases of the remote the visitor was served, the first one then those to fall back to. */
  ids: string[];
  /** Who was served: a hash of the visitor's address as the shell saw it (`shell` for the shell's own reports). */
  visitor: string;
  /** Seconds since the epoch. */
  expiresAt: number;
  /** Random: one token, one load and one failure counted per release. */
  nonce: string;
}

const REPORT_VERSION = 'r1';
const PASS_VERSION = 'c1';
const ID = /^[0-9a-f]{12}$/;
const NONCE = /^[A-Za-z0-9_-]{16}$/;
const VISITOR = /^[A-Za-z0-9_-]{1,22}$/;
/** What a `server` token names as its visitor: each of the shell's reports is a page it could not draw. */
const SHELL_VISITOR = 'shell';
const SECONDS = /^\d{1,12}$/;

const mac = (secret: string, text: string) => createHmac('sha256', secret).update(text).digest('base64url');

function macHolds(secret: string, text: string, given: string): boolean {
  const expected = Buffer.from(mac(secret, text));
  const actual = Buffer.from(given);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** Splits `<text>.<mac>` and checks the mac; the text's fields, or null. */
function signedFields(secret: string, token: string, version: string, count: number): string[] | null {
  const cut = token.lastIndexOf('.');
  if (cut < 0 || token.length > 2000) return null;
  const text = token.slice(0, cut);
  const fields = text.split('.');
  if (fields.length !== count || fields[0] !== version || !macHolds(secret, text, token.slice(cut + 1))) return null;
  return fields;
}

/** The hash of a visitor's address, kept for the last thousand visitors: a page's tokens are minted on every view. */
const visitorHashes = new Map<string, string>();
function visitorHash(secret: string, address: string): string {
  const key = `${secret}\n${address}`;
  let hash = visitorHashes.get(key);
  if (hash === undefined) {
    hash = mac(secret, `visitor\n${address}`).slice(0, 22);
    if (visitorHashes.size >= 1000) visitorHashes.delete(visitorHashes.keys().next().value!);
    visitorHashes.set(key, hash);
  }
  return hash;
}

/** `address`: the visitor's, as the shell saw it (a `page` token); only a hash of it is written. */
export function mintReportToken(
  secret: string,
  { kind, remote, ids, address = '', now = Date.now() }: { kind: ReportTokenKind; remote: ReleaseRemote; ids: string[]; address?: string; now?: number },
): string {
  const expiresAt = Math.floor((now + REPORT_TOKEN_TTL_MS) / 1000);
  const visitor = kind === 'server' ? SHELL_VISITOR : visitorHash(secret, address);
  const text = [REPORT_VERSION, kind, remote, ids.join('-'), visitor, expiresAt, randomBytes(12).toString('base64url')].join('.');
  return `${text}.${mac(secret, text)}`;
}

/** The token when it was minted with `secret` and has not expired, else null. */
export function readReportToken(secret: string, token: string, now = Date.now()): ReportToken | null {
  const fields = signedFields(secret, token, REPORT_VERSION, 7);
  if (!fields) return null;
  const [, kind, remote, ids, visitor, expiresAt, nonce] = fields as [string, string, string, string, string, string, string];
  const list = ids.split('-');
  if (kind !== 'page' && kind !== 'server') return null;
  if (!(RELEASE_REMOTES as readonly string[]).includes(remote) || !list.every((id) => ID.test(id))) return null;
  if (!VISITOR.test(visitor) || !SECONDS.test(expiresAt) || Number(expiresAt) * 1000 <= now || !NONCE.test(nonce)) return null;
  return { kind, remote: remote as ReleaseRemote, ids: list, visitor, expiresAt: Number(expiresAt), nonce };
}

/** A pass for `admin` until `expiresAt` (seconds since the epoch: the end of their session). */
export function mintCanaryPass(secret: string, admin: string, expiresAt: number): string {
  const text = [PASS_VERSION, Buffer.from(admin).toString('base64url'), Math.floor(expiresAt)].join('.');
  return `${text}.${mac(secret, text)}`;
}

/** Whether a `release_canary` cookie's value is a pass minted with `secret` that has not expired. */
export function canaryPassHolds(secret: string, pass: string | undefined, now = Date.now()): boolean {
  const fields = pass ? signedFields(secret, pass, PASS_VERSION, 3) : null;
  return Boolean(fields && SECONDS.test(fields[2]!) && Number(fields[2]) * 1000 > now);
}

/**
 * The visitor a form posted to the shell (a page's plain HTML form, docs/behaviour.md §16.1) is sent on for: the
 * shell calls the API with the visitor's address in VISITOR_ADDRESS_HEADER and this proof of it in
 * VISITOR_PROOF_HEADER, so the API's limits count that visitor, not the shell. Anyone else's header is ignored.
 */
export const VISITOR_ADDRESS_HEADER = 'x-visitor-address';
export const VISITOR_PROOF_HEADER = 'x-visitor-proof';

export const visitorAddressProof = (secret: string, address: string) => mac(secret, `visitor-address:${address}`);

/** Whether `proof` is the shell's for `address`. */
export const visitorAddressHolds = (secret: string, address: string, proof: string | undefined) =>
  Boolean(proof) && address.length <= 64 && macHolds(secret, `visitor-address:${address}`, proof!);
