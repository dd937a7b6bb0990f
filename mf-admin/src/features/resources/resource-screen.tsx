// One screen for every managed resource: the table, the add/edit modal and the confirmed delete.
import { RESOURCES, type ResourceKey, type SubmissionKey, titleOf } from '@site/contracts/resources';
import { ConfirmDialog, type DataColumn, DataTable, type Entity, ErrorState, Link, Modal } from '@site/shared-ui';
import { useState } from 'react';
import { FiClock, FiEdit2, FiPlus, FiTrash2 } from 'react-icons/fi';
import { ExportButton } from '../../components/export-button';
import { useServerList } from '../../components/query-filter';
import { leadColumns } from '../../lib/lead-columns';
import { useRole } from '../../lib/may-open';
import { historyPath } from '../../lib/paths';
import { useDelete } from '../../lib/use-delete';
import { TranslationBadges, translationBadgesText } from '../../components/translations/translation-badges';
import type { TranslatableDoc } from '../../components/translations/translation-draft';
import { ResourceForm } from './resource-form';
import { translatableNames } from './screen-translations';
import type { ScreenDef } from './types';
import './resources.css';

type Row = Record<string, unknown> & { _id: string };

export function ResourceScreen<K extends ResourceKey>({ def, note = def.note }: { def: ScreenDef<K>; note?: string }) {
  const list = useServerList(def.key);
  const [editing, setEditing] = useState<{ row?: Row } | null>(null);
  const noun = def.errorNoun ?? def.noun.toLowerCase();
  const del = useDelete(def.key, noun, def.messages);
  // Buttons are named after the row ('Edit Apex Motors'), by the title the resource declares.
  const labelOf = (row: Entity<K>) => titleOf(def.key, row as unknown as Row) || def.noun;
  // CSV exports are the owner's (docs/behaviour.md §22): no other role is shown a button that would fail.
  const ownerOnly = useRole().may('owner');
  const csv = def.csv && ownerOnly ? def.csv : undefined;

  const actions: DataColumn<Entity<K>> = {
    key: 'actions',
    header: 'Actions',
    render: (row) => (
      <div className="admin-actions">
        {def.rowActions && <def.rowActions row={row} />}
        <button
          type="button"
          className="ui-button ui-button--small"
          aria-label={`Edit ${labelOf(row)}`}
          onClick={() => setEditing({ row: row as unknown as Row })}
        >
          <FiEdit2 aria-hidden /> Edit
        </button>
        {/* Site content keeps its versions (docs/behaviour.md §24); visitors' submissions do not. */}
        {RESOURCES[def.key].access === 'content' && (
          <Link className="ui-button ui-button--small" aria-label={`History of ${labelOf(row)}`} to={historyPath(def.key, (row as unknown as Row)._id)}>
            <FiClock aria-hidden /> History
          </Link>
        )}
        <button
          type="button"
          className="ui-button ui-button--small ui-button--danger"
          aria-label={`Delete ${labelOf(row)}`}
          onClick={() => del.ask(row as unknown as Row)}
        >
          <FiTrash2 aria-hidden /> Delete
        </button>
      </div>
    ),
  };
  // Per language, whether a row is translated or its English changed since: a translator finds the work.
  const translated = translatableNames(def);
  const translations: DataColumn<Entity<K>>[] = translated.length
    ? [
        {
          key: 'translations',
          header: 'Translations',
          sortable: false,
          value: (row) => translationBadgesText(row as unknown as TranslatableDoc, translated),
          render: (row) => <TranslationBadges doc={row as unknown as TranslatableDoc} fields={translated} />,
        },
      ]
    : [];
  const lead = def.lead ?? RESOURCES[def.key].titleFields;
  const columns = leadColumns([...list.sortable(def.columns), ...translations], [...lead, 'translations'], [actions]);

  return (
    <section className="admin-screen">
      <header className="admin-screen__header" data-toasts-below="">
        <h1>{def.title}</h1>
        {def.canAdd !== false && (
          <button type="button" className="ui-button ui-button--primary" onClick={() => setEditing({})}>
            <FiPlus aria-hidden /> {def.addLabel ?? `Add ${def.noun}`}
          </button>
        )}
      </header>
      {note && <p className="admin-form__hint">{note}</p>}
      {list.isError && <ErrorState title="The list could not be loaded" onRetry={() => void list.refetch()} />}
      {list.note}
      <DataTable
        label={def.title}
        rows={list.rows}
        columns={columns}
        rowKey={(r) => (r as unknown as Row)._id}
        emptyText={def.emptyText}
        numberHeader={def.numberHeader}
        loading={list.isFetching}
        server={list.server}
        toolbar={
          csv
            ? () => (
                <ExportButton total={list.server.total} filter={{ key: def.key as SubmissionKey, q: list.server.query, status: list.status }} fileName={csv} />
              )
            : undefined
        }
      />
      <Modal open={editing !== null} onClose={() => setEditing(null)} title={`${editing?.row ? 'Edit' : 'Add'} ${def.noun}`} size="large">
        {editing && <ResourceForm key={editing.row?._id ?? 'new'} def={def as unknown as ScreenDef} row={editing.row} onDone={() => setEditing(null)} />}
      </Modal>
      <ConfirmDialog open={del.pending !== null} text={del.question} busy={del.busy} onConfirm={() => void del.confirm()} onCancel={del.cancel} />
    </section>
  );
}
