// One content item's versions (docs/behaviour.md §24): who saved each and when, what differs from the item now, and
// "Restore this version" (itself a new version).
import { changedFields, CONTENT_KEYS, type ContentKey, filesOf, type HistoryVersion, momentInIndia, RESOURCES, titleOf } from '@site/contracts';
import { ConfirmDialog, EmptyState, errorMessage, ErrorState, Link, Loading, NotFound, toast, useParams } from '@site/shared-ui';
import { useState } from 'react';
import { FiRotateCcw } from 'react-icons/fi';
import { RoleLink } from '../../components/role-link';
import { ADMIN_HOME, HISTORY_PATH } from '../../lib/paths';
import { FieldValue } from './field-value';
import { comparedLabel, languageOfField, withoutTranslations, withTranslations } from './translated-fields';
import { useCurrentItemQuery, useRestoreMutation, useVersionQuery, useVersionsQuery } from './history-api';
import './history.css';

/** The demo content names itself as its author (api/src/seed); items saved before history was kept name nobody. */
const who = (w: HistoryVersion['savedBy']) => w?.name || 'someone (before history was kept)';

export function HistoryPage() {
  const { resource = '', id = '' } = useParams();
  if (!(CONTENT_KEYS as string[]).includes(resource) || !/^[a-f\d]{24}$/i.test(id))
    return <NotFound back={{ label: 'Back to the dashboard', to: ADMIN_HOME }} />;
  return <ItemHistory resource={resource as ContentKey} id={id} />;
}

function ItemHistory({ resource, id }: { resource: ContentKey; id: string }) {
  const versions = useVersionsQuery({ resource, id });
  const current = useCurrentItemQuery({ resource, id });
  const [chosen, setChosen] = useState<number | null>(null);
  const decl = RESOURCES[resource];
  const list = versions.data?.versions ?? [];
  const shown = chosen ?? list[0]?.n ?? null;
  const title = titleOf(resource, current.data ?? undefined);

  return (
    <section className="admin-screen admin-history">
      <header className="admin-screen__header" data-toasts-below="">
        <h1>
          History of the {decl.noun}
          {title ? ` “${title}”` : ''}
        </h1>
        <div className="admin-actions">
          <Link className="ui-button" to={`${ADMIN_HOME}/${decl.adminScreen}`}>
            Back to the list
          </Link>
          {/* The owner's screen: an editor is offered no link that leads to a refusal. */}
          <RoleLink className="ui-button" to={HISTORY_PATH}>
            Recently deleted
          </RoleLink>
        </div>
      </header>
      {versions.isError && <ErrorState title="The history could not be loaded" onRetry={() => void versions.refetch()} />}
      {versions.isLoading && <Loading />}
      {versions.data?.deletedAt && (
        <p className="admin-form__hint">This item was deleted on {momentInIndia(versions.data.deletedAt)}. Restore a version to bring it back.</p>
      )}
      {versions.data?.current && (
        <p className="admin-history__current">
          Current version: saved by {who(versions.data.current.savedBy)}
          {versions.data.current.savedAt && `, ${momentInIndia(versions.data.current.savedAt)}`}
        </p>
      )}
      {versions.data && !list.length && <EmptyState title="No earlier versions" text="Each save of this item keeps the version it replaces here." />}
      {list.length > 0 && (
        <div className="admin-history__layout">
          <ol className="admin-history__versions" aria-label="Versions">
            {list.map((v) => (
              <li key={v.n}>
                <button
                  type="button"
                  className={`admin-history__version${v.n === shown ? ' is-chosen' : ''}`}
                  aria-pressed={v.n === shown}
                  onClick={() => setChosen(v.n)}
                >
                  <strong>Version {v.n}</strong>
                  <span>
                    Saved by {who(v.savedBy)}
                    {v.savedAt && `, ${momentInIndia(v.savedAt)}`}
                  </span>
                  <span className="admin-history__replaced">
                    {v.kind === 'delete' ? 'Deleted' : 'Replaced'} by {who(v.replacedBy)}, {momentInIndia(v.replacedAt)}
                  </span>
                </button>
              </li>
            ))}
          </ol>
          {shown !== null && <VersionDiff resource={resource} id={id} n={shown} current={current.data ?? null} />}
        </div>
      )}
    </section>
  );
}

function VersionDiff({ resource, id, n, current }: { resource: ContentKey; id: string; n: number; current: Record<string, unknown> | null }) {
  const version = useVersionQuery({ resource, id, n });
  const [restore, restoring] = useRestoreMutation();
  const [asking, setAsking] = useState(false);
  const images = new Set(filesOf(resource).map((f) => f.field));
  if (version.isError) return <ErrorState title="This version could not be loaded" onRetry={() => void version.refetch()} />;
  if (!version.data) return <Loading />;
  // Languages are compared when the current item's read carries its translations (an office read); a read
  // without them would show every translation as removed.
  const languages = !current || 'translations' in current;
  const fields = languages ? withTranslations(version.data.fields)! : withoutTranslations(version.data.fields);
  const now = languages ? withTranslations(current) : current;
  const changed = changedFields(fields, now);

  const confirm = async () => {
    try {
      const res = await restore({ resource, id, n }).unwrap();
      toast.success(res.message);
    } catch (err) {
      toast.error(errorMessage(err) ?? 'The version could not be restored');
    } finally {
      setAsking(false);
    }
  };

  return (
    <div className="admin-history__diff" aria-label={`Version ${n}`} role="region">
      <div className="admin-history__diff-head">
        <h2>
          Version {n} compared with {current ? 'the current item' : 'nothing (the item is deleted)'}
        </h2>
        <button type="button" className="ui-button ui-button--primary" onClick={() => setAsking(true)}>
          <FiRotateCcw aria-hidden /> Restore this version
        </button>
      </div>
      {changed.length === 0 ? (
        <p>This version is the same as the current item.</p>
      ) : (
        <table className="admin-history__table">
          <thead>
            <tr>
              <th scope="col">Field</th>
              <th scope="col">Version {n}</th>
              <th scope="col">Current</th>
            </tr>
          </thead>
          <tbody>
            {changed.map((f) => (
              <tr key={f}>
                <th scope="row">{comparedLabel(f)}</th>
                <td data-label={`Version ${n}`} lang={languageOfField(f)}>
                  <FieldValue value={fields[f]} image={images.has(f)} />
                </td>
                <td data-label="Current" lang={languageOfField(f)}>
                  <FieldValue value={now?.[f]} image={images.has(f)} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <ConfirmDialog
        open={asking}
        text={`Restore version ${n}? The item takes this version’s fields again; what it holds now is kept as a version.`}
        busy={restoring.isLoading}
        confirmLabel="Restore"
        busyLabel="Restoring..."
        onConfirm={() => void confirm()}
        onCancel={() => setAsking(false)}
      />
    </div>
  );
}
