// The CV access log of one application (docs/behaviour.md §10): who opened the CV, when, how and from where.
// It is read again after every opening on this page (the download and the preview frame invalidate it).
import { ErrorState, Loading } from '@site/shared-ui';
import { momentInIndia } from '@site/contracts';
import { useResumeLogQuery } from './api/resume-api';
import './applications.css';

const HOW: Record<string, string> = { download: 'Download', preview: 'Preview', export: 'Export' };

export function ResumeLog({ id }: { id: string }) {
  const { data, error, refetch } = useResumeLogQuery(id, { refetchOnMountOrArgChange: true });
  return (
    <section aria-labelledby="resume-log-title" className="admin-resume-log">
      <h2 id="resume-log-title">CV access log</h2>
      {error ? (
        <ErrorState title="The CV access log could not be loaded" onRetry={() => void refetch()} />
      ) : !data ? (
        <Loading />
      ) : data.length === 0 ? (
        <p>No one has opened this CV yet.</p>
      ) : (
        <table aria-labelledby="resume-log-title">
          <thead>
            <tr>
              <th scope="col">When</th>
              <th scope="col">Admin</th>
              <th scope="col">How</th>
              <th scope="col">From where</th>
            </tr>
          </thead>
          <tbody>
            {[...data].reverse().map((e, i) => (
              <tr key={`${e.at}-${i}`}>
                <td data-label="When">{momentInIndia(e.at)}</td>
                <td data-label="Admin">{e.adminEmail ?? 'a former admin'}</td>
                <td data-label="How">{HOW[e.how] ?? e.how}</td>
                <td data-label="From where">{e.ip}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
