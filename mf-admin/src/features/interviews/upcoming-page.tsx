// Upcoming interviews by day in India (docs/behaviour.md §19): a week at a time, each linking to its application.
import { dayInIndia, istDay } from '@site/contracts';
import { ErrorState, Link, Loading } from '@site/shared-ui';
import { useState } from 'react';
import { INBOX_PATH } from '../../lib/paths';
import { useBackState } from '../../lib/back-link';
import { useUpcomingInterviewsQuery } from './interviews-api';
import { whenWords } from './interview-words';
import { InterviewWhere } from './interview-where';
import './interviews.css';

const WEEK = 7;
const shift = (from: string, days: number) => new Date(Date.parse(`${from}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

export function UpcomingInterviewsPage() {
  const today = istDay(new Date());
  const [from, setFrom] = useState(today);
  const { data, isLoading, isError, refetch } = useUpcomingInterviewsQuery({ from, days: WEEK });
  const busyDays = data?.filter((d) => d.interviews.length) ?? [];
  const back = useBackState('Interviews');
  return (
    <section className="admin-screen admin-upcoming">
      <header className="admin-screen__header" data-toasts-below="">
        <h1>Interviews</h1>
      </header>
      <div className="admin-upcoming__nav">
        <button type="button" className="ui-button ui-button--small" disabled={from <= today} onClick={() => setFrom(shift(from, -WEEK))}>
          ← Earlier
        </button>
        <span>
          {dayInIndia(from)} to {dayInIndia(shift(from, WEEK - 1))} (IST)
        </span>
        <button type="button" className="ui-button ui-button--small" onClick={() => setFrom(shift(from, WEEK))}>
          Later →
        </button>
      </div>
      {isError && <ErrorState title="The interviews could not be loaded" onRetry={() => void refetch()} />}
      {isLoading && <Loading />}
      {data && busyDays.length === 0 && <p>No interviews scheduled in these days.</p>}
      {busyDays.map((d) => (
        <section key={d.day} className="admin-upcoming__day" aria-label={dayInIndia(d.day)}>
          <h2>{dayInIndia(d.day)}</h2>
          <ul>
            {d.interviews.map((i) => (
              <li key={i.id}>
                <strong>{whenWords(i)}</strong>:{' '}
                <Link to={`${INBOX_PATH}/applyJobs/${i.applicationId}`} state={back}>
                  {i.candidateName}
                </Link>{' '}
                for {i.jobTitle}, <InterviewWhere interview={i} />, with {i.interviewerName}
              </li>
            ))}
          </ul>
        </section>
      ))}
    </section>
  );
}
