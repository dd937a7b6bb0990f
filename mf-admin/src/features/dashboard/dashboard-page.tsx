// Admin home: four stat cards with real counts and month-over-month trends, counting up over 2.5 s, and the
// latest submissions of every kind.
import type { InboxItem, MonthFigures } from '@site/contracts';
import { ErrorState, Link } from '@site/shared-ui';
import { useEffect, useState } from 'react';
import { FiArrowDownRight, FiArrowUpRight, FiBriefcase, FiGrid, FiMail, FiUsers } from 'react-icons/fi';
import { momentInIndia } from '@site/contracts';
import { APPLICATIONS_PATH, screenPath } from '../../lib/paths';
import { useDashboardQuery } from './dashboard-api';
import { counterAt, trendOf } from './trend';
import { WorkingRangeNotice } from './working-range';
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

/** A list screen opened on the rows that mention `who` (see useServerList). */
const findable = (path: string, who: string) => `${path}?${new URLSearchParams({ q: who.trim() })}`;

const KINDS: Record<InboxItem['type'], { kind: string; path: string }> = {
  homeEnquiry: { kind: 'Home enquiry', path: screenPath('homeEnquiry') },
  ServiceEnquiry: { kind: 'Service enquiry', path: screenPath('ServiceEnquiry') },
  userContact: { kind: 'Contact message', path: screenPath('userContact') },
  applyJobs: { kind: 'Job application', path: APPLICATIONS_PATH },
};

const sum = (...f: MonthFigures[]): MonthFigures => ({
  total: f.reduce((n, x) => n + x.total, 0),
  thisMonth: f.reduce((n, x) => n + x.thisMonth, 0),
  lastMonth: f.reduce((n, x) => n + x.lastMonth, 0),
});
const NONE: MonthFigures = { total: 0, thisMonth: 0, lastMonth: 0 };

export function DashboardPage() {
  // One call: the server counts (it never sends whole lists to be counted here).
  const { data, isError, refetch } = useDashboardQuery();
  const loaded = data !== undefined;
  const failed = isError && !loaded;
  const s = data?.submissions;

  // Inquiries count three lists: the card links to each of them.
  const cards = [
    { label: 'Total Clients', icon: FiUsers, trend: trendOf(data?.clients ?? NONE), to: screenPath('clients') },
    { label: 'Services', icon: FiGrid, trend: trendOf(data?.services ?? NONE), to: screenPath('services') },
    {
      label: 'Inquiries',
      icon: FiMail,
      trend: trendOf(s ? sum(s.homeEnquiry, s.ServiceEnquiry, s.userContact) : NONE),
      links: [
        { label: 'Home', count: s?.homeEnquiry.total, to: screenPath('homeEnquiry') },
        { label: 'Service', count: s?.ServiceEnquiry.total, to: screenPath('ServiceEnquiry') },
        { label: 'Contact', count: s?.userContact.total, to: screenPath('userContact') },
      ],
    },
    { label: 'Applications', icon: FiBriefcase, trend: trendOf(s?.applyJobs ?? NONE), to: APPLICATIONS_PATH },
  ];

  const activity = (data?.recent ?? []).map((i) => ({
    id: i.id,
    kind: KINDS[i.type].kind,
    who: i.name,
    what: i.subject,
    at: i.createdAt,
    to: findable(KINDS[i.type].path, i.name),
  }));

  return (
    <section className="admin-dashboard">
      <h1>Dashboard</h1>
      <WorkingRangeNotice database={data?.database} />
      {failed && <ErrorState title="Some figures could not be loaded" message="Please check your connection and try again." onRetry={() => void refetch()} />}
      <ul className="admin-stats">
        {cards.map(({ label, icon: Icon, trend, to, links }) => {
          const body = (
            <>
              <span className="admin-stats__label">
                <Icon aria-hidden /> {label}
              </span>
              <strong data-value={loaded ? trend.total : undefined}>{loaded ? <Counter target={trend.total} /> : failed ? '—' : '…'}</strong>
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
              <time dateTime={a.at}>{momentInIndia(a.at)}</time>
            </li>
          ))}
        </ul>
      </section>
    </section>
  );
}
