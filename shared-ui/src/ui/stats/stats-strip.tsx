// The animated statistics strip of the About pages: each figure counts up from 0 on a 20 ms tick.
import { useEffect, useRef, useState } from 'react';
import type { Entity } from '../../api/types';
import { t } from '../../i18n/i18n';
import { countAt, parseStat, STAT_TICK_MS, statDefault, statStep } from './stat-counter';
import './stats-strip.css';

const KINDS = ['projects', 'client', 'staff', 'awards'] as const;

function Counter({ kind, text, run }: { kind: (typeof KINDS)[number]; text: string | undefined; run: boolean }) {
  const stat = parseStat(text, statDefault(kind));
  const step = statStep(kind, stat.figure);
  const [ticks, setTicks] = useState(0);
  const value = countAt(ticks, step, stat.figure);
  useEffect(() => {
    setTicks(0);
    if (!run) return;
    if (window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) return setTicks(Number.MAX_SAFE_INTEGER);
    // Stops at the target, so a finished strip costs nothing.
    let tick = 0;
    const timer = setInterval(() => {
      tick += 1;
      setTicks(tick);
      if (countAt(tick, step, stat.figure) >= stat.figure) clearInterval(timer);
    }, STAT_TICK_MS);
    return () => clearInterval(timer);
  }, [stat.figure, step, run]);
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

/** True once the element has been on screen (always true where IntersectionObserver is missing). */
function useSeen<T extends Element>() {
  const ref = useRef<T>(null);
  const [seen, setSeen] = useState(typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const node = ref.current;
    if (seen || !node) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) setSeen(true);
    });
    observer.observe(node);
    return () => observer.disconnect();
  }, [seen]);
  return [ref, seen] as const;
}

/** The counters start when the strip first comes into view, so visitors see them count. */
export interface StatsStripProps {
  about: Entity<'about'> | undefined;
  /** While the about content loads, the counters wait (so they do not count to the defaults and start again). */
  loading?: boolean;
}

export function StatsStrip({ about, loading = false }: StatsStripProps) {
  const [ref, seen] = useSeen<HTMLElement>();
  return (
    <section ref={ref} className="ui-stats" aria-label={t('Our numbers')}>
      <ul className="ui-container">
        {KINDS.map((kind) => (
          <Counter key={kind} kind={kind} text={about?.[kind]?.[0]} run={seen && !loading} />
        ))}
      </ul>
    </section>
  );
}
