// What the releases tests share: the teams' keys, signed requests, release records and a stand-in for the shell.
import { generateKeyPairSync, type KeyObject, sign } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll } from '@jest/globals';
import { RECORDED_SINGLETONS, type ReleaseRecord, type ReleaseRemote, signedRequestText } from '@site/contracts/releases';
import type { TestApi } from '../support/helpers.js';

export interface TeamKeys {
  privateKey: KeyObject;
  /** As the API's environment takes it: base64 DER (spki). */
  publicBase64: string;
}

const pair = (): TeamKeys => {
  const { privateKey, publicKey } = generateKeyPairSync('ed25519');
  return { privateKey, publicBase64: publicKey.export({ type: 'spki', format: 'der' }).toString('base64') };
};

export const TEAM_KEYS: Record<ReleaseRemote, TeamKeys> = { main: pair(), integrated: pair(), admin: pair() };
/** A key no team has. */
export const STRANGER = pair();
export const KEYS_ENV = {
  MAIN_REMOTE_KEY: TEAM_KEYS.main.publicBase64,
  INTEGRATED_REMOTE_KEY: TEAM_KEYS.integrated.publicBase64,
  ADMIN_REMOTE_KEY: TEAM_KEYS.admin.publicBase64,
};

/** A release id: n in 12 hex digits (`tag` keeps each test's releases apart). */
export const rid = (tag: number, n: number) => `${tag.toString(16).padStart(4, '0')}${n.toString(16).padStart(8, '0')}`;

export const record = (remote: ReleaseRemote, id: string, minutes = 0): ReleaseRecord => ({
  remote,
  id,
  createdAt: new Date(Date.UTC(2026, 0, 1) + minutes * 60_000).toISOString(),
  builtAgainst: {
    contract: 1,
    singletons: Object.fromEntries(RECORDED_SINGLETONS.map((name) => [name, '19.1.0'])) as ReleaseRecord['builtAgainst']['singletons'],
  },
});

interface SignOptions {
  key?: KeyObject;
  at?: string;
  /** Sent instead of the signed body (a tampered request). */
  sendInstead?: string;
}

/** The headers of a team's request, signed as the release commands sign it. */
export function signature(method: string, path: string, raw = '', { key, at = new Date().toISOString() }: Omit<SignOptions, 'sendInstead'> = {}) {
  const remote = path.split('/')[2] as ReleaseRemote;
  const signed = sign(null, Buffer.from(signedRequestText(method, path, at, raw)), key ?? TEAM_KEYS[remote]?.privateKey ?? STRANGER.privateKey).toString(
    'base64',
  );
  return { 'x-release-at': at, 'x-release-signature': signed };
}

/** A team's request, signed. */
export function signed(api: TestApi, method: 'get' | 'post', path: string, body?: unknown, { sendInstead, ...options }: SignOptions = {}) {
  const raw = body === undefined ? '' : JSON.stringify(body);
  const req = api.http[method](path).set(signature(method, path, raw, options));
  return body === undefined ? req : req.set('content-type', 'application/json').send(sendInstead ?? raw);
}

export type ShellAnswer = { accepted: boolean; reason?: string } | 'down';

/**
 * A stand-in for the shell's `/_releases/check/<remote>/<id>`, started before the suite's tests with its address in
 * `env.SHELL_CHECK_URL` (as on the shell's check port): it accepts every release unless `answers` says otherwise ('down' drops the connection).
 */
export function useStandInShell(env: Record<string, string>) {
  const answers = new Map<string, ShellAnswer>();
  const asked: string[] = [];
  const server: Server = createServer((req, res) => {
    const match = /^\/_releases\/check\/(\w+)\/(\w+)$/.exec(req.url ?? '');
    if (!match) return void res.writeHead(404).end();
    asked.push(`${match[1]}/${match[2]}`);
    const answer = answers.get(match[2]!) ?? { accepted: true };
    if (answer === 'down') return void req.socket.destroy();
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(answer));
  });
  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    env.SHELL_CHECK_URL = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  return { answers, asked };
}
