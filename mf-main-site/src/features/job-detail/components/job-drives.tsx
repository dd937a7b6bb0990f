// "Walk-in interviews for this job" on a job's page (docs/behaviour.md §26): its next drives, each linking to its
// page; nothing when there are none.
import { api, Link, t } from '@site/shared-ui';
import { FiCalendar, FiMapPin } from 'react-icons/fi';
import { dayText, drivePath, driveState, seatsLeft } from '../../../components/drives/drive-text';
import '../../../components/drives/drives.css';

/** At most this many: the next ones. */
const SHOWN = 3;

export function JobDrives({ jobId }: { jobId: string }) {
  const { data: drives = [] } = api.usePublicDrivesQuery(jobId);
  const next = drives.filter((d) => driveState(d) !== 'past').slice(0, SHOWN);
  if (!next.length) return null;
  return (
    <section className="main-job-drives" aria-labelledby="job-drives">
      <h2 id="job-drives" className="main-panel__title">
        {t('Walk-in interviews for this job')}
      </h2>
      <ul>
        {next.map((d) => {
          const state = driveState(d);
          return (
            <li key={d._id}>
              <Link to={drivePath(d._id)}>{d.title}</Link>
              <span>
                <FiCalendar aria-hidden /> {dayText(d.day, true)}
              </span>
              <span>
                <FiMapPin aria-hidden /> {d.address}
              </span>
              <span className="main-job-drives__seats">
                {state === 'cancelled'
                  ? t('Cancelled')
                  : state === 'full'
                    ? t('Fully booked: you may still walk in')
                    : t('{count, plural, one {# seat left} other {# seats left}}', { count: seatsLeft(d) })}
              </span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
