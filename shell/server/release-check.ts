// Whether the shell accepts a release of a remote (asked by the API before a promotion, and for release:list): its
// record, signed by the remote's team, must say it was built against what the shell provides, its pages' JavaScript
// must fit the remote's share of the budget, and its signed server code must load and draw one page of each kind the
// remote has. Releases never change and neither does this build,
// so a verdict is kept; only a release whose files could not be reached is asked about afresh. Only the API asks,
// on the shell's check port, which is never exposed.
import { createPublicKey, verify } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import { type FederationManifest, pastShare, shareFiles } from '@site/contracts/js-budget';
import { RELEASE_REMOTES, releaseId, type ReleaseRemote, releaseMisfit, releaseRecordSchema } from '@site/contracts/releases';
import { DEFAULT_LANGUAGE, inLanguage, loadCatalogues, REMOTE_PATHS, sharedUiCatalogues } from '@site/shared-ui';
import { shellCatalogues } from '../src/locales';
import type { ShellConfig } from './html-page';
import { configRefusal, remoteServerCode } from './remote-routes';
import { renderApp } from './render-app';
import { shellProvides } from './shell-provides';
import { releaseManifestUrl } from './visitor-releases';

export interface Verdict {
  accepted: boolean;
  reason?: string;
}

/** What a route's parameters are filled with: shaped like a database id, naming nothing (pages draw their not-found or loading state). */
const SAMPLE_ID = '000000000000000000000000';

/** One address of each kind of page in the remote's route table: `/client/:id` as `/client/000…`. */
export const pagesToDraw = (remote: ReleaseRemote): string[] =>
  Object.values(REMOTE_PATHS[remote] as Record<string, string>).map((path) => path.replace(/:[^/]+/g, SAMPLE_ID));
const TIMEOUT_MS = 3000;
const KEPT = 500;

/** A refusal that may not last (the remote's origin or the shell's configuration): not kept. */
class Unsure extends Error {}

const messageOf = (err: unknown) => (err instanceof Error ? err.message : String(err)).slice(0, 300);

async function fetchFile(url: string, what: string): Promise<Buffer> {
  const res = await fetch(url, { signal: AbortSignal.timeout(TIMEOUT_MS), headers: { 'Cache-Control': 'no-cache' } }).catch((err: unknown) => {
    throw new Unsure(`its ${what} could not be fetched (${messageOf(err)})`);
  });
  if (!res.ok) throw new Unsure(`its ${what} is not served by the remote's origin (${res.status})`);
  return Buffer.from(await res.arrayBuffer());
}

async function check(config: ShellConfig, remote: ReleaseRemote, id: string): Promise<Verdict> {
  const manifestUrl = releaseManifestUrl(config.remotes[remote], id);
  const recordUrl = new URL('release.json', manifestUrl).href;
  const trust = { publicKey: config.remoteKeys?.[remote] ?? null, httpsOnly: Boolean(config.production) };
  const notRun = configRefusal(manifestUrl, trust);
  if (notRun || !trust.publicKey) throw new Unsure(`the shell runs none of its code: ${notRun}`);

  // Both asked at once; when both fail, the record's failure is the reason (the same whichever answers first).
  const [recordRead, signatureRead] = await Promise.allSettled([
    fetchFile(recordUrl, 'record (release.json)'),
    fetchFile(`${recordUrl}.sig`, "record's signature (release.json.sig)"),
  ]);
  if (recordRead.status === 'rejected') throw recordRead.reason;
  if (signatureRead.status === 'rejected') throw signatureRead.reason;
  const [record, signature] = [recordRead.value, signatureRead.value];
  const key = createPublicKey({ key: Buffer.from(trust.publicKey, 'base64'), format: 'der', type: 'spki' });
  if (!verify(null, record, key, Buffer.from(signature.toString('utf8').trim(), 'base64')))
    return { accepted: false, reason: `its record's signature does not match the ${remote} team's key` };
  let json: unknown;
  try {
    json = JSON.parse(record.toString('utf8'));
  } catch {
    return { accepted: false, reason: 'its record (release.json) is not JSON' };
  }
  const parsed = releaseRecordSchema.safeParse(json);
  if (!parsed.success)
    return {
      accepted: false,
      reason: `its record (release.json) is not valid: ${parsed.error.issues.map((i) => `${i.path.join('.') || 'record'}: ${i.message}`)[0]}`,
    };
  if (parsed.data.remote !== remote || parsed.data.id !== id)
    return { accepted: false, reason: `its record is release ${parsed.data.id} of the ${parsed.data.remote} remote` };
  const misfit = releaseMisfit(parsed.data.builtAgainst, shellProvides);
  if (misfit) return { accepted: false, reason: misfit };

  const manifest = JSON.parse((await fetchFile(manifestUrl, 'manifest (mf-manifest.json)')).toString('utf8')) as FederationManifest;
  if (!manifest.exposes?.some((e) => e.path === './Routes')) return { accepted: false, reason: 'its manifest exposes no ./Routes' };
  // Its share of the JavaScript budget, measured on the files it serves (not on what its record says).
  const files = await Promise.all(shareFiles(manifest).map((file) => fetchFile(new URL(file, manifestUrl).href, `file ${file}`)));
  const tooHeavy = pastShare(
    remote,
    files.reduce((sum, bytes) => sum + gzipSync(bytes, { level: 9 }).length, 0),
  );
  if (tooHeavy) return { accepted: false, reason: tooHeavy };
  const code = await remoteServerCode(manifestUrl, trust, { remote, release: id });
  if (!code.module) return { accepted: false, reason: code.failure ?? 'its server code could not be loaded' };
  try {
    await loadCatalogues(DEFAULT_LANGUAGE, [sharedUiCatalogues, shellCatalogues, code.module.messages]);
  } catch (err) {
    return { accepted: false, reason: `its words could not be loaded: ${messageOf(err)}` };
  }
  const routes = code.module.routes;
  for (const page of pagesToDraw(remote)) {
    try {
      inLanguage(DEFAULT_LANGUAGE, () => renderApp(page, DEFAULT_LANGUAGE, '', config, null, { id: remote, routes }));
    } catch (err) {
      return { accepted: false, reason: `its pages threw while drawing ${page}: ${messageOf(err)}` };
    }
  }
  return { accepted: true };
}

const verdicts = new Map<string, Verdict>();
const checking = new Map<string, Promise<Verdict>>();

/** The shell's verdict on release `id` of `remote`. */
function releaseVerdict(config: ShellConfig, remote: ReleaseRemote, id: string): Promise<Verdict> {
  const key = `${remote}/${id}`;
  const kept = verdicts.get(key);
  if (kept) return Promise.resolve(kept);
  let pending = checking.get(key);
  if (!pending) {
    pending = check(config, remote, id)
      .then((verdict) => {
        if (verdicts.size >= KEPT) verdicts.delete(verdicts.keys().next().value!);
        verdicts.set(key, verdict);
        return verdict;
      })
      .catch((err: unknown): Verdict => ({ accepted: false, reason: err instanceof Unsure ? err.message : `it could not be checked (${messageOf(err)})` }))
      .finally(() => checking.delete(key));
    checking.set(key, pending);
  }
  return pending;
}

/** The answer to `GET /_releases/check/<remote>/<id>`: the verdict, or 400 for an address naming no release. */
export async function releaseCheckAnswer(config: ShellConfig, remote: string, id: string): Promise<{ status: number; body: Verdict | { message: string } }> {
  if (!(RELEASE_REMOTES as readonly string[]).includes(remote)) return { status: 400, body: { message: 'remote must be main, integrated or admin' } };
  const valid = releaseId.safeParse(id);
  if (!valid.success) return { status: 400, body: { message: valid.error.issues[0]?.message ?? 'id is not valid' } };
  return { status: 200, body: await releaseVerdict(config, remote as ReleaseRemote, id) };
}

/** Forgets every verdict (tests). */
export function forgetVerdicts() {
  verdicts.clear();
}
