// Walk-in drives (docs/behaviour.md §26): newest first, a page at a time, each with its day, place and how many
// booked of its seats; a title opens the drive's people and funnel.
import type { AdminDrive } from '@site/contracts';
import { type DataColumn, DataTable, ErrorState, Link } from '@site/shared-ui';
import { useAddressParams } from '../../components/use-address-params';
import { driveEditPath, drivePath, NEW_DRIVE_PATH } from '../../lib/paths';
import { useOfficeDrivesQuery } from './drives-api';
import { driveDay } from './drive-words';
import './drives.css';

const PAGE_SIZE = 20;

export function DrivesPage() {
  const [params, update] = useAddressParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const { data, isFetching, isError, refetch } = useOfficeDrivesQuery({ page, limit: PAGE_SIZE }, { refetchOnMountOrArgChange: true });
  // The server keeps one order (newest first): no column sorts.
  const columns: DataColumn<AdminDrive>[] = (
    [
      {
        key: 'title',
        header: 'Title',
        value: (d) => d.title,
        render: (d) => <Link to={drivePath(d._id)}>{d.title}</Link>,
      },
      { key: 'day', header: 'Day', value: (d) => driveDay(d.day) },
      { key: 'address', header: 'Place', value: (d) => d.address },
      {
        key: 'status',
        header: 'Status',
        value: (d) => (d.status === 'cancelled' ? 'Cancelled' : 'Open'),
        render: (d) => (
          <span className="admin-drive-status" data-status={d.status}>
            {d.status === 'cancelled' ? 'Cancelled' : 'Open'}
          </span>
        ),
      },
      { key: 'booked', header: 'Booked', value: (d) => `${d.booked} / ${d.capacity}` },
      {
        key: 'edit',
        header: 'Edit',
        render: (d) =>
          d.status === 'open' ? (
            <Link className="ui-button ui-button--small" to={driveEditPath(d._id)} aria-label={`Edit ${d.title}`}>
              Edit
            </Link>
          ) : null,
      },
    ] as DataColumn<AdminDrive>[]
  ).map((c) => ({ ...c, sortable: false }));
  return (
    <section className="admin-screen admin-drives">
      <header className="admin-screen__header" data-toasts-below="">
        <h1>Drives</h1>
        <Link className="ui-button ui-button--primary" to={NEW_DRIVE_PATH}>
          New drive
        </Link>
      </header>
      <p className="admin-drives__lead">Walk-in interview days: candidates book a time slot from their phone and are checked in at the gate.</p>
      {isError && <ErrorState title="The drives could not be loaded" onRetry={() => void refetch()} />}
      <DataTable
        label="Drives"
        rows={data?.drives ?? []}
        columns={columns}
        rowKey={(d) => d._id}
        emptyText="No drives yet: make the first with New drive."
        loading={isFetching}
        pageSize={PAGE_SIZE}
        searchable={false}
        server={{
          total: data?.total ?? 0,
          page,
          onPage: (p) => update({ page: p > 1 ? String(p) : undefined }),
          query: '',
          onQuery: () => undefined,
          sort: null,
          onSort: () => undefined,
        }}
      />
    </section>
  );
}
