// Content deleted within the last 30 days (docs/behaviour.md §24): each item's versions, and a quick restore.
import { type ContentKey, type DeletedItem, HISTORY_LIMITS, momentInIndia, RESOURCES } from '@site/contracts';
import { ConfirmDialog, type DataColumn, DataTable, errorMessage, ErrorState, Link, toast } from '@site/shared-ui';
import { useState } from 'react';
import { historyPath } from '../../lib/paths';
import { useDeletedQuery, useRestoreMutation } from './history-api';
import './history.css';

export function DeletedPage() {
  const deleted = useDeletedQuery();
  const [restore, restoring] = useRestoreMutation();
  const [asking, setAsking] = useState<DeletedItem | null>(null);
  const nounOf = (d: DeletedItem) => RESOURCES[d.resource as ContentKey]?.noun ?? d.resource;

  const confirm = async () => {
    if (!asking) return;
    try {
      await restore({ resource: asking.resource as ContentKey, id: asking.id, n: asking.n }).unwrap();
      toast.success(`The ${nounOf(asking)} is back`);
    } catch (err) {
      toast.error(errorMessage(err) ?? 'The item could not be restored');
    } finally {
      setAsking(null);
    }
  };

  const columns: Array<DataColumn<DeletedItem>> = [
    { key: 'title', header: 'Item', render: (d) => <Link to={historyPath(d.resource, d.id)}>{d.title || `(untitled ${nounOf(d)})`}</Link> },
    { key: 'resource', header: 'Kind', render: (d) => nounOf(d) },
    { key: 'deletedAt', header: 'Deleted', render: (d) => `${momentInIndia(d.deletedAt)}${d.deletedBy ? ` by ${d.deletedBy.name}` : ''}` },
    {
      key: 'actions',
      header: 'Actions',
      render: (d) => (
        <button type="button" className="ui-button ui-button--small" aria-label={`Restore ${d.title || nounOf(d)}`} onClick={() => setAsking(d)}>
          Restore
        </button>
      ),
    },
  ];

  return (
    <section className="admin-screen">
      <header className="admin-screen__header" data-toasts-below="">
        <h1>Recently deleted</h1>
      </header>
      <p className="admin-form__hint">
        Site content deleted in the last {HISTORY_LIMITS.deletedKeepDays} days; after that it is gone for good, images included.
      </p>
      {deleted.isError && <ErrorState title="The list could not be loaded" onRetry={() => void deleted.refetch()} />}
      <DataTable
        label="Recently deleted"
        rows={deleted.data?.deleted ?? []}
        columns={columns}
        rowKey={(d) => `${d.resource}:${d.id}`}
        emptyText="Nothing was deleted in the last 30 days."
        loading={deleted.isFetching}
      />
      <ConfirmDialog
        open={asking !== null}
        text={`Restore the ${asking ? nounOf(asking) : ''} “${asking?.title ?? ''}” as it was when deleted?`}
        busy={restoring.isLoading}
        confirmLabel="Restore"
        busyLabel="Restoring..."
        onConfirm={() => void confirm()}
        onCancel={() => setAsking(null)}
      />
    </section>
  );
}
