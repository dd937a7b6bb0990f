// Releases of the remotes (docs/releases.md, docs/decisions/0013): each remote's team publishes immutable releases,
// and the API keeps, per remote, which one is live, which is tried on a share of visitors (the canary) and which
// were live before (rollback, and the fallback when a live release fails). One contract for the release command,
// the API, the shell and the back office.
import { z } from 'zod';

export const RELEASE_REMOTES = ['main', 'integrated', 'admin'] as const;
export type ReleaseRemote = (typeof RELEASE_REMOTES)[number];

/**
 * The version of the contract between the shell and a remote: what a remote's `./Routes` (and its server code)
 * exports, `{ default: component, messages?: catalogues }`, and the runtime configuration's shape
 * (`/app-config.json`: `apiUrl`, `siteUrl`, `remotes`, `minFillMs`). Raise it when either changes in a way that
 * a remote built before would not understand; the shell then refuses releases built against another version.
 */
export const REMOTE_CONTRACT_VERSION = 1;

/** The singletons shared by the shell and the remotes whose versions a release records. */
export const RECORDED_SINGLETONS = ['react', 'react-dom', 'react-router-dom', '@reduxjs/toolkit', 'react-redux', 'react-toastify', '@site/shared-ui'] as const;

/** How many releases of a remote stay servable (the live one, the canary and the previous ones always do). */
export const RELEASES_KEPT = 10;

/** A release's id: the first 12 hex digits of the SHA-256 of its files, so one build is one release. */
export const releaseId = z.string({ error: 'id is required' }).regex(/^[0-9a-f]{12}$/, 'id must be 12 hexadecimal digits');

const version = z.string().regex(/^\d+\.\d+\.\d+([-+][\w.+-]*)?$/, 'a version must be major.minor.patch');

/** What a release was built against. */
export const builtAgainstSchema = z
  .object({
    contract: z.number().int().positive(),
    singletons: z.record(z.enum(RECORDED_SINGLETONS), version),
  })
  .strict();
export type BuiltAgainst = z.infer<typeof builtAgainstSchema>;

/** `releases/<id>/release.json`: what the release command writes beside a release's files. */
export const releaseRecordSchema = z
  .object({
    remote: z.enum(RELEASE_REMOTES, { error: 'remote must be main, integrated or admin' }),
    id: releaseId,
    createdAt: z.iso.datetime({ error: 'createdAt must be an ISO date and time' }),
    builtAgainst: builtAgainstSchema,
    /** Its pages' JavaScript before they respond, gzip bytes (js-budget.ts): what the shell measures again before a promotion. */
    startupJs: z.number().int().nonnegative().optional(),
  })
  .strict();
export type ReleaseRecord = z.infer<typeof releaseRecordSchema>;

/** A switch of a remote's live release, by its team (the release commands) or an allowed admin (Releases screen). */
export const releaseSwitchSchema = z.discriminatedUnion(
  'action',
  [
    z
      .object({
        action: z.literal('promote'),
        id: releaseId,
        /** Given: the release goes to this share of visitors only (a canary), the live one to the rest. */
        canaryPercent: z
          .number({ error: 'canaryPercent must be a number' })
          .int('canaryPercent must be a whole number')
          .min(1, 'canaryPercent must be 1 to 99')
          .max(99, 'canaryPercent must be 1 to 99')
          .optional(),
      })
      .strict(),
    z.object({ action: z.literal('rollback') }).strict(),
    z.object({ action: z.literal('end-canary') }).strict(),
  ],
  { error: 'action must be promote, rollback or end-canary' },
);
export type ReleaseSwitch = z.infer<typeof releaseSwitchSchema>;

/** Removing a release that is neither live, the canary nor a previous one (its folder goes with the registry's entry). */
export const releaseRemovalSchema = z.object({ id: releaseId }).strict();
export type ReleaseRemoval = z.infer<typeof releaseRemovalSchema>;
/** The answer to a removal: the release removed, and every release the API still keeps of that remote. */
export interface ReleaseRemoved {
  removed: string;
  releases: string[];
}

/** `GET /releases/live`: what the shell draws each remote with. Ids only; nothing private. */
export interface LiveRelease {
  live: string | null;
  canary: { id: string; percent: number } | null;
  /** Releases live before, the latest first: where the shell falls back when the live one fails. */
  previous: string[];
}
export type LiveReleases = Record<ReleaseRemote, LiveRelease>;

/** A browser's (or the shell's) report of a remote's release: it loaded, or it failed to load or draw. */
export const releaseReportSchema = z
  .object({
    remote: z.enum(RELEASE_REMOTES, { error: 'remote must be main, integrated or admin' }),
    release: releaseId,
    outcome: z.enum(['loaded', 'failed'], { error: 'outcome must be loaded or failed' }),
    /** Where it failed: fetching its files, running its code, or drawing its page. */
    stage: z.enum(['load', 'draw']).optional(),
    /** Who saw it: the visitor's browser or the shell's server. */
    where: z.enum(['browser', 'server']).default('browser'),
    /** The report token the shell gave with the release (release-tokens.ts): a report without a valid one is not counted. */
    token: z.string().max(600, 'token must be at most 600 characters').optional(),
  })
  .strict();
export type ReleaseReport = z.infer<typeof releaseReportSchema>;

/** One release as `npm run release:list` and the Releases screen show it. */
export interface ReleaseListEntry {
  id: string;
  createdAt: string;
  live: boolean;
  canary: { percent: number } | null;
  builtAgainst: BuiltAgainst;
  /** Its pages' JavaScript before they respond, gzip bytes, as its record says (none from before it was recorded). */
  startupJs?: number;
  /** Whether the shell accepts it now, and why not. */
  accepted: boolean;
  reason?: string;
  loads: number;
  failures: number;
  /** The failure rate in percent (failures / (loads + failures)), or null before any report. */
  failureRate: number | null;
  lastFailureAt?: string;
}

/**
 * Whether a release fits what the shell provides: the same contract version, and each recorded singleton in the
 * major version the shell has (for 0.x, the same minor: semver's caret). Null when it fits, else the reason.
 */
export function releaseMisfit(builtAgainst: BuiltAgainst, shell: BuiltAgainst): string | null {
  if (builtAgainst.contract !== shell.contract)
    return `it was built against version ${builtAgainst.contract} of the shell's contract; the shell has version ${shell.contract}`;
  for (const name of RECORDED_SINGLETONS) {
    const built = builtAgainst.singletons[name];
    const provided = shell.singletons[name];
    if (!built) return `it does not record which ${name} it was built against`;
    if (!provided) return `the shell does not provide ${name}`;
    if (compatibleLine(built) !== compatibleLine(provided)) return `it was built against ${name} ${built}; the shell provides ${provided}`;
  }
  return null;
}

/** The part of a version that must match: the major, or major.minor below 1.0.0. */
function compatibleLine(version: string): string {
  const [major = '0', minor = '0'] = version.split('.');
  return major === '0' ? `0.${minor}` : major;
}

/** One remote on the Releases screen (`GET /admin/releases`): only the remotes the admin may switch are listed. */
export interface AdminRemoteReleases {
  pointer: LiveRelease;
  releases: ReleaseListEntry[];
}
export type AdminReleasesView = Partial<Record<ReleaseRemote, AdminRemoteReleases>>;

export { RELEASE_BUCKET_COOKIE, SEE_CANARIES_COOKIE } from './release-cookies.js';
/** `GET /admin/releases/canary-pass`: the `release_canary` cookie's value, good until the admin's session ends. */
export interface CanaryPass {
  pass: string;
  expiresAt: string;
}

/** The headers of a team-signed request: its time (ISO) and the Ed25519 signature (base64) of `signedRequestText`. */
export const RELEASE_SIGNATURE_HEADERS = { at: 'x-release-at', signature: 'x-release-signature' } as const;
/** What a team signs: the method, the path with its query, the time and the raw body, one per line. */
export const signedRequestText = (method: string, path: string, at: string, body: string) => `${method.toUpperCase()}\n${path}\n${at}\n${body}`;

/**
 * What a remote's team signs for the shell to run its server code (`server/routes.cjs.sig`, decision 0010): the
 * remote, the release and the SHA-256 (hex) of `server/routes.cjs`. The shell checks it against the remote and the
 * release it draws: code released as one release cannot be served as another, nor as another remote's. Signed when
 * a release is made, never by a build (builds are cached and shared).
 */
export const serverCodeSignedText = (remote: ReleaseRemote, release: string, codeSha256: string) =>
  `remote server code\n${remote}\n${release}\n${codeSha256}\n`;
/** The release a remote's current build is signed as where `npm start` serves it at the remote's root, outside any release. */
export const UNRELEASED_BUILD = 'build';
