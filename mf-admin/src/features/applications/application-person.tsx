// An application's person on its page (docs/behaviour.md §16.3): the candidate's other applications, each with its
// stage, and those possibly theirs, which the recruiter says are the same person or not. Nothing merges by itself.
import { formatIndianMobile, POSSIBLE_REASONS, type PersonAnswer } from '@site/contracts';
import { errorMessage, Link, toast } from '@site/shared-ui';
import type { ReactNode } from 'react';
import './application-person.css';
import { useApplicationPersonQuery, useLinkApplicationPersonMutation } from './api/person-api';

type Shown = PersonAnswer['applications'][number] | PersonAnswer['possible'][number] | PersonAnswer['apart'][number];

const dateOf = (iso: string) => new Date(iso).toLocaleDateString('en-IN', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'Asia/Kolkata' });

function Row({ a, children }: { a: Shown; children?: ReactNode }) {
  return (
    <li className="admin-person__row">
      <Link to={`/admin/inbox/applyJobs/${a.id}`}>{a.jobTitle || 'A job'}</Link>{' '}
      <span className="admin-badge" data-status={a.status}>
        {a.status}
      </span>{' '}
      <span className="admin-person__meta">
        {a.name}, {dateOf(a.createdAt)}
      </span>
      {children}
    </li>
  );
}

export function ApplicationPerson({ id }: { id: string }) {
  const { data } = useApplicationPersonQuery(id);
  const [link, { isLoading }] = useLinkApplicationPersonMutation();
  if (!data) return null;
  const say = async (other: string, same: boolean) => {
    try {
      await link({ id, other, same }).unwrap();
      toast.success(same ? 'Marked as the same person' : 'Marked as not the same person');
    } catch (err) {
      toast.error(errorMessage(err) ?? 'The change could not be saved');
    }
  };
  const button = (other: string, same: boolean, words: string) => (
    <button type="button" className="ui-button ui-button--small" disabled={isLoading} onClick={() => void say(other, same)}>
      {words}
    </button>
  );
  return (
    <section className="admin-person" aria-labelledby={`person-${id}`}>
      <h3 id={`person-${id}`}>The candidate</h3>
      <p>{data.candidate ? `Mobile ${formatIndianMobile(data.candidate)}, confirmed by SMS code.` : 'Mobile not confirmed by a code.'}</p>
      <h4>Their other applications</h4>
      {data.applications.length ? (
        <ul className="admin-person__list">
          {data.applications.map((a) => (
            <Row key={a.id} a={a}>
              {a.linkedBy && <span className="admin-person__meta"> (linked by {a.linkedBy})</span>} {button(a.id, false, 'Not the same person')}
            </Row>
          ))}
        </ul>
      ) : (
        <p className="admin-person__none">None.</p>
      )}
      {data.possible.length > 0 && (
        <>
          <h4>Possibly the same person</h4>
          <ul className="admin-person__list">
            {data.possible.map((a) => (
              <Row key={a.id} a={a}>
                <span className="admin-person__reason">{POSSIBLE_REASONS[a.reason]}</span>
                <span className="admin-person__actions">
                  {button(a.id, true, 'Same person')} {button(a.id, false, 'Not the same person')}
                </span>
              </Row>
            ))}
          </ul>
        </>
      )}
      {data.apart.length > 0 && (
        <details>
          <summary>Marked as other people ({data.apart.length})</summary>
          <ul className="admin-person__list">
            {data.apart.map((a) => (
              <Row key={a.id} a={a}>
                <span className="admin-person__meta"> (by {a.by})</span> {button(a.id, true, 'Same person after all')}
              </Row>
            ))}
          </ul>
        </details>
      )}
    </section>
  );
}
