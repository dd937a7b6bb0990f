// An audit entry in product words (docs/behaviour.md §12): "Administrator changed the job 'Security Supervisor'",
// and where the item can be seen while it still exists. Every name and action the log may hold (contracts/src/audit.ts)
// has its words here; an older entry outside them still reads as words, never as a handler's name. What an action
// needs besides its item is the entry's `detail`; entries recorded before it existed said it in their request's path,
// which is read in their place.
import { AUDIT_AREAS, type AuditArea, RESOURCES, STATUS_ARROW, SUBMISSION_KEYS } from '@site/contracts';
import type { ReleaseRemote } from '@site/contracts/releases';
import { INBOX_PATH } from '../../lib/paths';
import { itemName } from '../../lib/item-words';
import { remoteNoun } from '../../lib/release-names';
import type { AuditEntry } from './audit-api';
import { auditResourceLabel } from './audit-resources';

type Entry = Pick<AuditEntry, 'adminName' | 'resource' | 'action' | 'path' | 'subject' | 'documentId' | 'title' | 'detail'>;
type Words = (e: Entry) => string;

const RESOURCE_VERBS: Record<string, string> = { add: 'added', edit: 'changed', remove: 'deleted' };

/** The item an entry is about ("the job application 'Ravi'"), or `none` when the log does not know it. */
const item = (e: Entry, none: string) => (e.subject ? itemName(e.subject.type, null, e.subject.title ?? undefined) : none);
/** A release's remote and id: the entry's document is `<remote>:<id>`; an entry without one names its remote in its path. */
function releaseOf(e: Entry): { remote?: ReleaseRemote; id?: string } {
  const [, remote, id] =
    /^(main|integrated|admin):([0-9a-f]{12})$/.exec(e.documentId ?? '') ?? /\/releases\/(main|integrated|admin)(?:\/|$)/.exec(e.path ?? '') ?? [];
  return { remote: remote as ReleaseRemote | undefined, id };
}
const releaseSite = (e: Entry) => {
  const { remote } = releaseOf(e);
  return remote ? ` of ${remoteNoun(remote)}` : '';
};
const release = (e: Entry, none: string) => (releaseOf(e).id ? `release ${releaseOf(e).id}` : none);
/** What the API wrote of the move ("integrated: 0a1b… made live (was: …)"), less the remote it begins with. */
const releaseDetail = (e: Entry) => e.title?.replace(/^(main|integrated|admin): /, '');
/** The entry's detail, or on an older entry the part of its path that said it (a template's status, a version's number). */
const detailOf = (e: Entry, olderPath: RegExp) => e.detail ?? decodeURIComponent(olderPath.exec(e.path ?? '')?.[1] ?? '');

const AREA_WORDS: { [A in AuditArea]: Record<(typeof AUDIT_AREAS)[A][number], Words> } = {
  Inbox: {
    detail: (e) => `opened ${item(e, 'a submission')} in the inbox`,
    change: (e) => `updated ${item(e, 'a submission')} in the inbox`,
  },
  SubmissionsExport: {
    csv: (e) => {
      const type = SUBMISSION_KEYS.find((k) => k === detailOf(e, /\/export\/([^/]+)$/));
      return type ? `exported the ${RESOURCES[type].noun} list as CSV` : 'exported a list as CSV';
    },
  },
  ContentHistory: {
    restore: (e) => {
      const n = detailOf(e, /\/(\d+)\/restore$/);
      return `restored ${n ? `version ${n}` : 'an earlier version'} of ${item(e, 'a content item')}`;
    },
  },
  Interviews: {
    schedule: (e) => `scheduled an interview for ${item(e, 'an application')}`,
    reschedule: (e) => `moved an interview for ${item(e, 'an application')}`,
    cancel: (e) => `cancelled an interview for ${item(e, 'an application')}`,
  },
  Candidates: {
    link: (e) => `marked ${item(e, 'an application')} as the same person as another`,
    unlink: (e) => `marked ${item(e, 'an application')} as not the same person as another`,
  },
  Templates: {
    save: (e) => {
      const status = detailOf(e, /\/templates\/([^/]+)$/);
      return status ? `changed the candidate e-mail for ${status}` : 'changed a candidate e-mail';
    },
  },
  AdminAccounts: {
    add: () => 'added an admin account',
    changeRole: () => "changed an admin's role",
    disable: () => 'disabled an admin account',
    enable: () => 'enabled an admin account',
    changePassword: () => 'changed their password',
    signOutEverywhere: () => 'signed out everywhere',
  },
  TwoFactor: {
    start: () => 'began setting up two-factor sign-in',
    confirm: () => 'turned on two-factor sign-in',
    disable: () => 'turned off their two-factor sign-in',
    reset: () => "reset an admin's two-factor sign-in",
    setPolicy: (e) =>
      e.detail === 'required'
        ? 'required two-factor sign-in of every admin'
        : e.detail === 'optional'
          ? 'made two-factor sign-in optional'
          : 'changed who must use two-factor sign-in',
  },
  Privacy: {
    find: () => 'looked up what is held about a person',
    resumes: () => "downloaded a person's CVs",
    erase: () => 'erased everything held about a person',
    saveRetention: () => 'changed how long submissions are kept',
    runRetention: () => 'deleted expired submissions',
  },
  SiteSettings: { save: () => 'changed the site settings' },
  Drives: {
    add: (e) => `made the walk-in drive ${e.title ? `“${e.title}”` : ''}`.trim(),
    edit: (e) => `edited the walk-in drive ${e.title ? `“${e.title}”` : ''}`.trim(),
    cancel: (e) => `cancelled the walk-in drive ${e.title ? `“${e.title}”` : ''}`.trim(),
  },
  DriveVenue: {
    checkIn: (e) => `checked in a person at a walk-in drive${e.detail ? ` (queue ${e.detail})` : ''}`,
    walkIn: (e) => `registered a walk-in at a walk-in drive${e.detail ? ` (queue ${e.detail})` : ''}`,
    outcome: (e) => `recorded outcomes at a walk-in drive${e.detail ? `: ${e.detail}` : ''}`,
    noShows: (e) => `marked who did not come at a walk-in drive${e.detail ? `: ${e.detail}` : ''}`,
  },
  Releases: {
    register: (e) => `registered ${release(e, 'a release')}${releaseSite(e)}`,
    switch: (e) => {
      const detail = releaseDetail(e);
      const { remote } = releaseOf(e);
      return detail && remote ? `switched ${remoteNoun(remote)}: ${detail}` : `switched ${release(e, 'a release')}${releaseSite(e)}`;
    },
    remove: (e) => `removed ${release(e, 'a release')}${releaseSite(e)}`,
    // Written by the API itself, when a canary's failures pass its thresholds; its title says which.
    canaryEnded: (e) => {
      const why = /by itself: (.+)$/.exec(releaseDetail(e) ?? '')?.[1];
      return `ended the canary${releaseOf(e).id ? ` release ${releaseOf(e).id}` : ''}${releaseSite(e)} ${why ? `by itself: ${why}` : 'after too many failures'}`;
    },
    // Written by the API itself, when the live release keeps failing; its title says to which release and why.
    rolledBack: (e) => {
      const detail = /rolled back by itself (to .+)$/.exec(releaseDetail(e) ?? '')?.[1];
      return `rolled back${releaseOf(e).id ? ` release ${releaseOf(e).id}` : ''}${releaseSite(e)} by itself${detail ? ` ${detail}` : ''}`;
    },
  },
};

const isKey = (name: string): name is keyof typeof RESOURCES => Object.hasOwn(RESOURCES, name);
const isArea = (name: string): name is AuditArea => Object.hasOwn(AREA_WORDS, name);

/** "signOutEverywhere" → "sign out everywhere". */
const spaced = (action: string) => action.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();

/** A submission's edit that moved its status: "Reviewed → Shortlisted". */
const statusMove = (e: Entry) => {
  const [from, to] = e.action === 'edit' ? (e.detail?.split(STATUS_ARROW) ?? []) : [];
  return from && to ? { from, to } : null;
};

function what(e: Entry): string {
  if (isKey(e.resource) && RESOURCE_VERBS[e.action]) {
    const name = itemName(e.resource, null, e.subject?.title ?? undefined);
    const move = statusMove(e);
    return move ? `moved ${name} from ${move.from} to ${move.to}` : `${RESOURCE_VERBS[e.action]} ${name}`;
  }
  const words = isArea(e.resource) ? (AREA_WORDS[e.resource] as Record<string, Words>)[e.action] : undefined;
  return words ? words(e) : `did “${spaced(e.action)}” in ${auditResourceLabel(e.resource)}`;
}

/** "Administrator changed the job 'Security Supervisor'". */
export const auditSentence = (e: Entry) => `${e.adminName || 'An admin'} ${what(e)}`;

/** Where the item is seen now: a submission's inbox page, or its content screen found by its title; none once deleted. */
export function auditLink(e: Entry): string | null {
  const { subject, documentId } = e;
  if (!subject?.exists || !documentId) return null;
  if (RESOURCES[subject.type].access === 'submission') return `${INBOX_PATH}/${subject.type}/${documentId}`;
  const screen = `/admin/${RESOURCES[subject.type].adminScreen}`;
  // A title cut short (…) would find nothing.
  return subject.title && !subject.title.endsWith('…') ? `${screen}?q=${encodeURIComponent(subject.title)}` : screen;
}
