// Month-over-month figures from creation dates (docs/architecture.md §5: real counts instead of the old fixed ones).

export interface Trend {
  total: number;
  thisMonth: number;
  lastMonth: number;
  /** Percent change of this month's additions over last month's; null when last month had none. */
  percent: number | null;
}

export function monthTrend(items: ReadonlyArray<{ createdAt?: string }>, now = new Date()): Trend {
  const start = new Date(now.getFullYear(), now.getMonth(), 1).getTime();
  const prev = new Date(now.getFullYear(), now.getMonth() - 1, 1).getTime();
  let thisMonth = 0;
  let lastMonth = 0;
  for (const i of items) {
    const t = i.createdAt ? Date.parse(i.createdAt) : NaN;
    if (Number.isNaN(t)) continue;
    if (t >= start) thisMonth++;
    else if (t >= prev) lastMonth++;
  }
  return trendOf({ total: items.length, thisMonth, lastMonth });
}

/** The trend of figures counted by the server (`GET /admin/dashboard`). */
export function trendOf({ total, thisMonth, lastMonth }: { total: number; thisMonth: number; lastMonth: number }): Trend {
  const percent = lastMonth === 0 ? null : Math.round(((thisMonth - lastMonth) / lastMonth) * 1000) / 10;
  return { total, thisMonth, lastMonth, percent };
}

/** The counter's value after `elapsed` ms of a `duration` ms count-up (ease-out). */
export function counterAt(target: number, elapsed: number, duration = 2500): number {
  if (elapsed >= duration) return target;
  const p = Math.max(0, elapsed) / duration;
  return Math.round(target * (1 - (1 - p) ** 3));
}
