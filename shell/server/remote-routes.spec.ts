/**
 * @jest-environment node
 * @jest-environment-options {"customExportConditions": ["node", "source"]}
 */
// A remote's server code runs only when its team signed it for the remote and the release the shell draws
// (docs/decisions/0010): the same signed code served as another release, or as another remote's, is refused.
import { createHash, generateKeyPairSync, sign } from 'node:crypto';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { type ReleaseRemote, serverCodeSignedText, UNRELEASED_BUILD } from '@site/contracts/releases';
import { remoteServerCode, type Trust } from './remote-routes';

const A = 'aaaaaaaaaaaa';
const B = 'bbbbbbbbbbbb';
const { publicKey, privateKey } = generateKeyPairSync('ed25519');
const trust: Trust = { publicKey: publicKey.export({ type: 'spki', format: 'der' }).toString('base64'), httpsOnly: false };
const code = (text: string) =>
  `const React = require('react');\nmodule.exports = { default: function Routes() { return React.createElement('p', null, ${JSON.stringify(text)}); } };\n`;
const signatureAs = (remote: ReleaseRemote, release: string, bytes: string) =>
  sign(null, Buffer.from(serverCodeSignedText(remote, release, createHash('sha256').update(bytes).digest('hex'))), privateKey).toString('base64');

let dir: string;
let origin: http.Server;
let originUrl: string;

/** Writes `server/routes.cjs` and its `.sig` under `folder` of the stand-in origin. */
async function serve(folder: string, bytes: string, sig: string) {
  await mkdir(path.join(dir, folder, 'server'), { recursive: true });
  await writeFile(path.join(dir, folder, 'server', 'routes.cjs'), bytes);
  await writeFile(path.join(dir, folder, 'server', 'routes.cjs.sig'), sig);
}
const manifestOf = (folder: string) => `${originUrl}/${folder}/mf-manifest.json`;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'remote-routes-'));
  origin = http.createServer((req, res) => {
    readFile(path.join(dir, path.normalize(req.url!)))
      .then((bytes) => res.writeHead(200).end(bytes))
      .catch(() => res.writeHead(404).end());
  });
  await new Promise<void>((resolve) => origin.listen(0, '127.0.0.1', resolve));
  originUrl = `http://127.0.0.1:${(origin.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => origin.close(resolve));
  await rm(dir, { recursive: true, force: true });
});

describe("a remote's server code", () => {
  it('runs when signed for the remote and the release it is drawn as', async () => {
    const releaseA = code('Release A');
    await serve(`main/releases/${A}`, releaseA, signatureAs('main', A, releaseA));
    const drawn = await remoteServerCode(manifestOf(`main/releases/${A}`), trust, { remote: 'main', release: A });
    expect(drawn.failure).toBeUndefined();
    expect(drawn.module?.routes).toEqual(expect.any(Function));
  });

  it('is refused when served under another release id than the one it was signed for', async () => {
    // Whoever holds the origin serves release A's code and signature as the newer release B.
    const releaseA = code('Release A, again');
    await serve(`main/releases/${B}`, releaseA, signatureAs('main', A, releaseA));
    const drawn = await remoteServerCode(manifestOf(`main/releases/${B}`), trust, { remote: 'main', release: B });
    expect(drawn).toEqual({
      module: null,
      failure: `its server code was refused: its signature does not match (it must sign this code as ${B} of the main remote)`,
    });
  });

  it("is refused when the main remote's code is served as the integrated remote's", async () => {
    const mainCode = code('The main site');
    await serve(`integrated/releases/${A}`, mainCode, signatureAs('main', A, mainCode));
    const drawn = await remoteServerCode(manifestOf(`integrated/releases/${A}`), trust, { remote: 'integrated', release: A });
    expect(drawn.module).toBeNull();
    expect(drawn.failure).toMatch(/signature does not match \(it must sign this code as aaaaaaaaaaaa of the integrated remote\)/);
  });

  it("runs a remote's current build at its root only when signed as the unreleased build, not as a release", async () => {
    const build = code('The current build');
    await serve('root-build', build, signatureAs('main', UNRELEASED_BUILD, build));
    expect((await remoteServerCode(manifestOf('root-build'), trust, { remote: 'main', release: UNRELEASED_BUILD })).module).not.toBeNull();
    await serve('root-release', build, signatureAs('main', A, build));
    expect((await remoteServerCode(manifestOf('root-release'), trust, { remote: 'main', release: UNRELEASED_BUILD })).module).toBeNull();
  });

  it("is refused when signed the way builds signed it before: the file's bytes alone", async () => {
    const bytes = code('Signed by an old build');
    await serve('bytes-only', bytes, sign(null, Buffer.from(bytes), privateKey).toString('base64'));
    const drawn = await remoteServerCode(manifestOf('bytes-only'), trust, { remote: 'main', release: UNRELEASED_BUILD });
    expect(drawn.module).toBeNull();
    expect(drawn.failure).toMatch(/signature does not match/);
  });
});
