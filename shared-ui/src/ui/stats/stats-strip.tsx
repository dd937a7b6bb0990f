// The animated statistics strip of the About pages: each figure counts up from 0 on a 20 ms tick.
import { useEffect, useState } from 'react';
import type { Entity } from '../../api/types';
import { countAt, parseStat, STAT_DEFAULTS, STAT_TICK_MS, statStep } from './stat-counter';
import './stats-strip.css';

const KINDS = ['projects', 'client', 'staff', 'awards'] as const;

function Counter({ kind, text }: { kind: (typeof KINDS)[number]; text: string | undefined }) {
  const stat = parseStat(text, STAT_DEFAULTS[kind]);
  const step = statStep(kind, stat.figure);
  const [ticks, setTicks] = useState(0);
  const value = countAt(ticks, step, stat.figure);
  useEffect(() => {
    setTicks(0);
    if (window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) return setTicks(Number.MAX_SAFE_INTEGER);
    const timer = setInterval(() => setTicks((t) => t + 1), STAT_TICK_MS);
    return () => clearInterval(timer);
  }, [stat.figure, step]);
  return (
    <li className="ui-stats__item">
      <strong aria-hidden>
        {value}
        {stat.suffix}
      </strong>
      <span className="ui-visually-hidden">
        {stat.figure}
        {stat.suffix}
      </span>{' '}
      <span>{stat.caption}</span>
    </li>
  );
}

export function StatsStrip({ about }: { about: Entity<'about'> | undefined }) {
  return (
    <section className="ui-stats" aria-label="Our numbers">
      <ul className="ui-container">
        {KINDS.map((kind) => (
          <Counter key={kind} kind={kind} text={about?.[kind]?.[0]} />
        ))}
      </ul>
    </section>
  );
}
