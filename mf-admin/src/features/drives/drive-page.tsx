// One drive (docs/behaviour.md §26): its day, place and slots, links to its desk and interviewer queue, its people
// with outcomes recorded in bulk, and its funnel. Three calls: the drive, its people, its funnel.
import { ErrorState, Link, Loading, NotFound, useParams } from '@site/shared-ui';
import { DRIVES_PATH, driveDeskPath, driveEditPath, driveQueuePath } from '../../lib/paths';
import { useOfficeDriveFunnelQuery, useOfficeDrivePeopleQuery, useOfficeDriveQuery } from './drives-api';
import { driveDay } from './drive-words';
import { FunnelPanel } from './funnel-panel';
import { PeoplePanel } from './people-panel';
import './drives.css';

export function DrivePage() {
  const { id = '' } = useParams();
  // Read afresh on each opening: people book, are checked in and get outcomes from other phones meanwhile.
  const fresh = { refetchOnMountOrArgChange: true };
  const drive = useOfficeDriveQuery(id, fresh);
  const people = useOfficeDrivePeopleQuery(id, fresh);
  const funnel = useOfficeDriveFunnelQuery(id, fresh);
  if (drive.isError) {
    const status = (drive.error as { status?: unknown }).status;
    if (status === 404 || status === 400) return <NotFound title="Drive not found" back={{ label: 'Back to the drives', to: DRIVES_PATH }} />;
    return <ErrorState title="The drive could not be loaded" onRetry={() => void drive.refetch()} />;
  }
  const d = drive.data;
  if (!d) return <Loading />;
  const open = d.status === 'open';
  return (
    <section className="admin-screen admin-drive">
      <header className="admin-screen__header" data-toasts-below="">
        <h1>{d.title}</h1>
        <nav className="admin-drive__links" aria-label="This drive">
          {open && (
            <>
              <Link className="ui-button ui-button--primary ui-button--small" to={driveDeskPath(d._id)}>
                Check-in desk
              </Link>
              <Link className="ui-button ui-button--small" to={driveQueuePath(d._id)}>
                Interviewer queue
              </Link>
              <Link className="ui-button ui-button--small" to={driveEditPath(d._id)}>
                Edit
              </Link>
            </>
          )}
          <Link className="ui-button ui-button--small" to={DRIVES_PATH}>
            All drives
          </Link>
        </nav>
      </header>
      <dl className="admin-drive__facts">
        <div>
          <dt>Day</dt>
          <dd>{driveDay(d.day)}</dd>
        </div>
        <div>
          <dt>Place</dt>
          <dd>
            {d.address}
            {d.mapUrl && (
              <>
                {' '}
                <a href={d.mapUrl} target="_blank" rel="noreferrer">
                  Map
                </a>
              </>
            )}
          </dd>
        </div>
        <div>
          <dt>Jobs</dt>
          <dd>{d.jobs.map((j) => j.title).join(', ')}</dd>
        </div>
        <div>
          <dt>Booked</dt>
          <dd>
            {d.booked} of {d.capacity} seats, {d.slots.length} slots from {d.slots[0]?.start} to {d.slots.at(-1)?.end} IST
          </dd>
        </div>
        <div>
          <dt>Status</dt>
          <dd>
            <span className="admin-drive-status" data-status={d.status}>
              {open ? 'Open' : 'Cancelled'}
            </span>
            {d.cancelMessage && ` “${d.cancelMessage}”`}
          </dd>
        </div>
      </dl>
      {funnel.isError && <ErrorState title="The funnel could not be loaded" onRetry={() => void funnel.refetch()} />}
      {funnel.data && <FunnelPanel driveId={d._id} funnel={funnel.data} fileName={`drive-${d.day}`} />}
      {people.isError && <ErrorState title="The people could not be loaded" onRetry={() => void people.refetch()} />}
      <PeoplePanel driveId={d._id} people={people.data ?? []} loading={people.isFetching} />
    </section>
  );
}
