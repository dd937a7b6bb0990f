// One remote on the Releases screen: what is live, tried and before (with the canary's failure rate beside the live
// release's), which release visitors actually get while the live one fails, the remote's switches, and its releases
// newest first with what each was built against, whether the shell accepts it and how it fared in browsers; a
// release the shell never draws can be removed.
import type { AdminRemoteReleases, ReleaseListEntry, ReleaseRemote } from '@site/contracts/releases';
import { type DataColumn, DataTable, toast } from '@site/shared-ui';
import { type Ref, useEffect, useId, useRef, useState } from 'react';
import { momentInIndia } from '@site/contracts';
import { leadColumns } from '../../lib/lead-columns';
import { REMOTE_TITLES } from '../../lib/release-names';
import { builtAgainstText, countText, type Fallback, fallbackOf, fallbackText, inUse, rateText, shareText, startupJsText, statusBadges } from './release-words';
import { useRemoveReleaseMutation } from './releases-api';
import { type RemoveAsk, RemoveDialog } from './remove-dialog';
import type { SwitchAsk } from './switch-dialog';

const BADGE_STATE: Record<string, string> = { Live: 'live', Previous: 'previous' };

/** A release's failure rate with what it is counted from: "3.2 % · 4 failures in 125 reports"; side by side, the
 * canary's and the live release's tell whether the canary does worse. */
function RateCell({ entry }: { entry: ReleaseListEntry | undefined }) {
  if (!entry) return <>—</>;
  const reports = entry.loads + entry.failures;
  return (
    <>
      <strong className="admin-releases__rate">{rateText(entry.failureRate)}</strong>
      {reports > 0 && (
        <small>
          {' '}
          · {countText(entry.failures)} {entry.failures === 1 ? 'failure' : 'failures'} in {countText(reports)} {reports === 1 ? 'report' : 'reports'}
        </small>
      )}
    </>
  );
}

/** A release's reports in words, for the row's details and a phone's card. */
const reportsText = (r: ReleaseListEntry) =>
  r.loads + r.failures === 0
    ? 'None yet'
    : `${rateText(r.failureRate)} failed · ${countText(r.failures)} of ${countText(r.loads + r.failures)}${r.lastFailureAt ? ` · last failure ${momentInIndia(r.lastFailureAt)}` : ''}`;

/** "3.2 % failed", then "4 of 125 reports" and the last failure, one above the other. */
function ReportsCell({ entry }: { entry: ReleaseListEntry }) {
  const reports = entry.loads + entry.failures;
  if (!reports) return <>None yet</>;
  return (
    <span className="admin-releases__reports">
      <span>
        <strong className="admin-releases__rate">{rateText(entry.failureRate)}</strong> failed
      </span>
      <small>
        {countText(entry.failures)} of {countText(reports)} {reports === 1 ? 'report' : 'reports'}
      </small>
      {entry.lastFailureAt && <small>last {momentInIndia(entry.lastFailureAt)}</small>}
    </span>
  );
}

/** "27 Nov 2026, 3:17 pm" on two lines, day then time: the table keeps its room for the shell's reasons. */
function Moment({ at }: { at: string }) {
  const [date, time] = momentInIndia(at).split(', ');
  return (
    <time className="admin-releases__parts" dateTime={at}>
      <span>{date},</span> <span>{time}</span>
    </time>
  );
}

/** Which release visitors get while the live one fails, and why: a failing live release is not what they see. */
function FallbackNotice({ fallback }: { fallback: Fallback }) {
  const { summary, why } = fallbackText(fallback, momentInIndia(fallback.lastFailureAt));
  return (
    <p className="admin-releases__fallback" role="status">
      <strong>{summary}</strong> {why}
    </p>
  );
}

export function NoReleases({ remote }: { remote: ReleaseRemote | '<remote>' }) {
  return (
    <p className="admin-releases__empty">
      No releases yet. A team makes one with <code>npm run release -- {remote}</code>.
    </p>
  );
}

interface Props {
  remote: ReleaseRemote;
  view: AdminRemoteReleases;
  onAsk: (ask: SwitchAsk) => void;
  /** The heading takes the focus after a switch, whose button may be gone once the view is read again. */
  headingRef?: Ref<HTMLHeadingElement>;
}

export function RemoteReleases({ remote, view, onAsk, headingRef }: Props) {
  const headingId = useId();
  const { pointer } = view;
  const releases = [...view.releases].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  const byId = (id: string | null | undefined) => (id ? releases.find((r) => r.id === id) : undefined);
  const live = byId(pointer.live);
  const canary = byId(pointer.canary?.id);
  const worse = canary?.failureRate != null && live?.failureRate != null && canary.failureRate > live.failureRate;
  const title = REMOTE_TITLES[remote];
  const fallback = fallbackOf(pointer, releases, Date.now());
  const fallsBackForAll = fallback?.forAll && fallback.instead ? fallback.instead : null;
  const [removeAsk, setRemoveAsk] = useState<RemoveAsk | null>(null);
  const [removeRelease, { isLoading: removing }] = useRemoveReleaseMutation();
  const heading = useRef<HTMLHeadingElement | null>(null);
  const [removed, setRemoved] = useState<string | null>(null);
  // Runs after the dialog gave the focus back to the Remove button, which has gone with its row.
  useEffect(() => {
    if (removed) heading.current?.focus();
  }, [removed]);
  const onRemove = async ({ id }: RemoveAsk) => {
    await removeRelease({ remote, id }).unwrap();
    toast.success(`Release ${id} was removed.`);
    setRemoveAsk(null);
    setRemoved(id);
  };

  const dataColumns: DataColumn<ReleaseListEntry>[] = [
    { key: 'id', header: 'Release', sortable: false, value: (r) => r.id, render: (r) => <code className="admin-releases__id">{r.id}</code> },
    { key: 'createdAt', header: 'Made', sortable: false, value: (r) => momentInIndia(r.createdAt), render: (r) => <Moment at={r.createdAt} /> },
    { key: 'startupJs', header: 'JavaScript at start', sortable: false, value: (r) => startupJsText(r.startupJs) },
    {
      key: 'builtAgainst',
      header: 'Built against',
      sortable: false,
      value: (r) => builtAgainstText(r.builtAgainst),
      render: (r) => (
        <span className="admin-releases__parts">
          {builtAgainstText(r.builtAgainst)
            .split(' · ')
            .map((part, i) => (
              <span key={part}>
                {i > 0 && <span className="admin-releases__sep"> · </span>}
                {part}
              </span>
            ))}
        </span>
      ),
    },
    {
      key: 'status',
      header: 'Status',
      sortable: false,
      render: (r) => (
        <span className="admin-releases__badges">
          {statusBadges(r, pointer).map((b) => (
            <span key={b} className="admin-badge" data-release-state={BADGE_STATE[b] ?? 'canary'}>
              {b}
            </span>
          ))}
        </span>
      ),
    },
    {
      key: 'accepted',
      header: 'Shell accepts',
      sortable: false,
      wide: true,
      value: (r) => (r.accepted ? 'Yes' : `No: ${r.reason ?? 'no reason given'}`),
      render: (r) => (r.accepted ? 'Yes' : <span className="admin-releases__refused">No: {r.reason ?? 'no reason given'}</span>),
    },
    // One column for what browsers reported: the table fits at 1366 px beside the admin's menu.
    { key: 'reports', header: 'Reports', sortable: false, value: (r) => reportsText(r), render: (r) => <ReportsCell entry={r} /> },
  ];
  const actions: DataColumn<ReleaseListEntry>[] = [
    {
      key: 'actions',
      header: 'Actions',
      render: (r) =>
        // The shell would refuse the others; the live one is live already. Only a release it never draws goes.
        (!r.live && r.accepted) || !inUse(r, pointer) ? (
          <span className="admin-actions admin-releases__row-actions">
            {!r.live && r.accepted && (
              <>
                <button
                  type="button"
                  className="ui-button ui-button--small ui-button--primary"
                  aria-label={`Make live release ${r.id}`}
                  onClick={() => onAsk({ remote, kind: 'promote', id: r.id })}
                >
                  Make live
                </button>
                <button
                  type="button"
                  className="ui-button ui-button--small"
                  aria-label={`Try on… release ${r.id}`}
                  onClick={() => onAsk({ remote, kind: 'canary', id: r.id, percent: r.canary?.percent })}
                >
                  Try on…
                </button>
              </>
            )}
            {!inUse(r, pointer) && (
              <button
                type="button"
                className="ui-button ui-button--small ui-button--danger"
                aria-label={`Remove release ${r.id}`}
                onClick={() => setRemoveAsk({ remote, id: r.id })}
              >
                Remove
              </button>
            )}
          </span>
        ) : null,
    },
  ];
  // What a release is, its status and what can be done with it first: on screen at 1366 px; the figures follow.
  const columns = leadColumns(dataColumns, ['id'], actions);

  return (
    <section className="admin-releases__remote" aria-labelledby={headingId}>
      <h2
        id={headingId}
        ref={(node) => {
          heading.current = node;
          if (typeof headingRef === 'function') headingRef(node);
          else if (headingRef) headingRef.current = node;
        }}
        tabIndex={-1}
      >
        {title}
      </h2>
      {fallback && <FallbackNotice fallback={fallback} />}
      <div className="admin-releases__now-scroll">
        <table className="admin-releases__now">
          <caption>Now serving on {title}</caption>
          <thead>
            <tr>
              <th scope="col">
                <span className="ui-visually-hidden">Kind</span>
              </th>
              <th scope="col">Release</th>
              <th scope="col">Visitors</th>
              <th scope="col">Failure rate</th>
            </tr>
          </thead>
          <tbody>
            <tr>
              <th scope="row">Live</th>
              <td>{pointer.live ? <code>{pointer.live}</code> : 'None'}</td>
              <td>
                {fallsBackForAll ? (
                  <>
                    None <small>(they get {fallsBackForAll})</small>
                  </>
                ) : pointer.live ? (
                  pointer.canary ? (
                    shareText(100 - pointer.canary.percent)
                  ) : (
                    'All'
                  )
                ) : (
                  '—'
                )}
              </td>
              <td>
                <RateCell entry={live} />
              </td>
            </tr>
            <tr>
              <th scope="row">Canary</th>
              <td>{pointer.canary ? <code>{pointer.canary.id}</code> : 'None'}</td>
              <td>{pointer.canary ? shareText(pointer.canary.percent) : '—'}</td>
              <td>
                {pointer.canary ? <RateCell entry={canary} /> : '—'}
                {worse && (
                  <>
                    {' '}
                    <span className="admin-badge" data-release-state="worse">
                      Higher than live
                    </span>
                  </>
                )}
              </td>
            </tr>
            <tr>
              <th scope="row">Previous</th>
              <td>
                {pointer.previous.length ? (
                  <span className="admin-releases__ids">
                    {pointer.previous.map((id) => (
                      <code key={id}>{id}</code>
                    ))}
                  </span>
                ) : (
                  'None'
                )}
              </td>
              <td>
                {fallsBackForAll ? (
                  <>
                    {pointer.canary ? shareText(100 - pointer.canary.percent) : 'All'} <small>(instead of live)</small>
                  </>
                ) : (
                  '—'
                )}
              </td>
              <td>—</td>
            </tr>
          </tbody>
        </table>
      </div>
      {(pointer.previous.length > 0 || pointer.canary) && (
        <div className="admin-actions admin-releases__switches">
          {pointer.previous.length > 0 && (
            <button
              type="button"
              className="ui-button ui-button--small"
              aria-label={`Roll back ${title} to release ${pointer.previous[0]}`}
              onClick={() => onAsk({ remote, kind: 'rollback' })}
            >
              Roll back
            </button>
          )}
          {pointer.canary && (
            <button
              type="button"
              className="ui-button ui-button--small"
              aria-label={`End canary of ${title}`}
              onClick={() => onAsk({ remote, kind: 'end-canary' })}
            >
              End canary
            </button>
          )}
        </div>
      )}
      {releases.length ? (
        <DataTable
          label={`Releases of ${title}`}
          rows={releases}
          columns={columns}
          rowKey={(r) => r.id}
          emptyText="No releases yet."
          pageSize={20}
          searchable={false}
        />
      ) : (
        <NoReleases remote={remote} />
      )}
      <RemoveDialog ask={removeAsk} busy={removing} onRemove={onRemove} onClose={() => setRemoveAsk(null)} />
    </section>
  );
}
