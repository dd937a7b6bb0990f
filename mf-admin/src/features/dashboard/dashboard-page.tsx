// Admin home: four stat cards with real counts and month-over-month trends, counting up over 2.5 s, and the
// latest submissions of every kind.
import { ErrorState, Link, useList } from '@site/shared-ui';
import { useEffect, useState } from 'react';
import { FiArrowDownRight, FiArrowUpRight, FiBriefcase, FiGrid, FiMail, FiUsers } from 'react-icons/fi';
import { APPLICATIONS_PATH } from '../../lib/paths';
import { screenPath } from '../resources/screens';
import { counterAt, monthTrend } from './trend';
import './dashboard.css';

const COUNTER_MS = 2500;

function Counter({ target }: { target: number }) {
  const [value, setValue] = useState(0);
  useEffect(() => {
    const reduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    if (reduced) {
      setValue(target);
      return;
    }
    const start = performance.now();
    let frame = requestAnimationFrame(function tick(now) {
      setValue(counterAt(target, now - start, COUNTER_MS));
      if (now - start < COUNTER_MS) frame = requestAnimationFrame(tick);
    });
    return () => cancelAnimationFrame(frame);
  }, [target]);
  return <>{value.toLocaleString()}</>;
}

interface Activity {
  id: string;
  kind: string;
  who: string;
  what: string;
  at: string;
  to: string;
}

/** A list screen opened on the rows that mention `who` (see useServerList). */
const findable = (path: string, who: string) => `${path}?${new URLSearchParams({ q: who.trim() })}`;

export function DashboardPage() {
  const clients = useList('clients');
  const services = useList('services');
  const home = useList('homeEnquiry');
  const serviceEnquiries = useList('ServiceEnquiry');
  const contacts = useList('userContact');
  const applications = useList('applyJobs');
  const lists = [clients, services, home, serviceEnquiries, contacts, applications];
  const loaded = lists.every((q) => q.data);
  // A list that failed to load offers a retry instead of leaving the figures at '…'.
  const failed = lists.filter((q) => q.isError);

  const inquiries = [...(home.data ?? []), ...(serviceEnquiries.data ?? []), ...(contacts.data ?? [])];
  // Inquiries count three lists: the card links to each of them.
  const cards = [
    { label: 'Total Clients', icon: FiUsers, trend: monthTrend(clients.data ?? []), to: screenPath('clients') },
    { label: 'Services', icon: FiGrid, trend: monthTrend(services.data ?? []), to: screenPath('services') },
    {
      label: 'Inquiries',
      icon: FiMail,
      trend: monthTrend(inquiries),
      links: [
        { label: 'Home', count: home.data?.length, to: screenPath('homeEnquiry') },
        { label: 'Service', count: serviceEnquiries.data?.length, to: screenPath('ServiceEnquiry') },
        { label: 'Contact', count: contacts.data?.length, to: screenPath('userContact') },
      ],
    },
    { label: 'Applications', icon: FiBriefcase, trend: monthTrend(applications.data ?? []), to: APPLICATIONS_PATH },
  ];

  const activity: Activity[] = [
    ...(home.data ?? []).map((e) => ({ id: e._id, kind: 'Home enquiry', who: `${e.firstName} ${e.lastName}`, what: e.service, at: e.createdAt ?? '', path: screenPath('homeEnquiry') })),
    ...(serviceEnquiries.data ?? []).map((e) => ({ id: e._id, kind: 'Service enquiry', who: e.name, what: e.service || e.date, at: e.createdAt ?? '', path: screenPath('ServiceEnquiry') })),
    ...(contacts.data ?? []).map((e) => ({ id: e._id, kind: 'Contact message', who: e.name, what: e.subject, at: e.createdAt ?? '', path: screenPath('userContact') })),
    ...(applications.data ?? []).map((e) => ({ id: e._id, kind: 'Job application', who: e.name, what: e.jobTitle, at: e.createdAt ?? '', path: APPLICATIONS_PATH })),
  ]
    .map(({ path, ...a }) => ({ ...a, to: findable(path, a.who) }))
    .sort((a, b) => b.at.localeCompare(a.at))
    .slice(0, 8);

  return (
    <section className="admin-dashboard">
      <h1>Dashboard</h1>
      {failed.length > 0 && (
        <ErrorState
          title="Some figures could not be loaded"
          message="Please check your connection and try again."
          onRetry={() => failed.forEach((q) => void q.refetch())}
        />
      )}
      <ul className="admin-stats">
        {cards.map(({ label, icon: Icon, trend, to, links }) => {
          const body = (
            <>
              <span className="admin-stats__label">
                <Icon aria-hidden /> {label}
              </span>
              <strong data-value={loaded ? trend.total : undefined}>{loaded ? <Counter target={trend.total} /> : failed.length > 0 ? '—' : '…'}</strong>
              <span className={`admin-stats__trend${trend.percent !== null && trend.percent < 0 ? ' admin-stats__trend--down' : ''}`}>
                {!loaded ? (
                  // No trend until every figure is in (nor a misleading '0 new this month').
                  '\u00a0'
                ) : trend.percent === null ? (
                  `${trend.thisMonth} new this month`
                ) : (
                  <>
                    {trend.percent < 0 ? <FiArrowDownRight aria-hidden /> : <FiArrowUpRight aria-hidden />} {trend.percent > 0 ? '+' : ''}
                    {trend.percent}% vs last month
                  </>
                )}
              </span>
            </>
          );
          return (
            <li key={label}>
              {to ? (
                <Link to={to} className="admin-stats__card">
                  {body}
                </Link>
              ) : (
                <div className="admin-stats__card">
                  {body}
                  <span className="admin-stats__links">
                    {links?.map((l) => (
                      <Link key={l.to} to={l.to}>
                        {l.label} ({l.count ?? '…'})
                      </Link>
                    ))}
                  </span>
                </div>
              )}
            </li>
          );
        })}
      </ul>
      <section className="admin-activity" aria-labelledby="recent-activity">
        <h2 id="recent-activity">Recent Activity</h2>
        {loaded && activity.length === 0 && <p>No submissions yet.</p>}
        <ul>
          {activity.map((a) => (
            <li key={`${a.kind}-${a.id}`}>
              <Link to={a.to}>
                <span className="admin-badge">{a.kind}</span> <strong>{a.who}</strong> {a.what && <span>— {a.what}</span>}
              </Link>
              <time dateTime={a.at}>{a.at ? new Date(a.at).toLocaleString() : ''}</time>
            </li>
          ))}
        </ul>
      </section>
    </section>
  );
}
