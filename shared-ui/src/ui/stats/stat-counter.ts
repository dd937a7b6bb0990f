// The About statistics (docs/behaviour.md §3, §4): "120+ Projects Completed" is a figure (first word) and a caption; the
// figure counts up from 0 every 20 ms, by 1, except clients above 1000 which step by 10.
export interface Stat {
  figure: number;
  suffix: string;
  caption: string;
}

export const STAT_TICK_MS = 20;

/** docs/behaviour.md §9: the targets and badge shown when the about content has none. */
export const STAT_DEFAULTS = {
  projects: '120 Projects Completed',
  client: '2500 Happy Clients',
  staff: '100 Expert Staff',
  awards: '252 Awards Won',
  experience: '25+ Years Experience of Service',
} as const;

/** '15+ Years Experience of Service' → figure '15+' and caption 'Years Experience of Service' (the about badge). */
export function splitBadge(text: string | undefined): { figure: string; caption: string } {
  const source = text?.trim() || STAT_DEFAULTS.experience;
  const [figure = '', ...rest] = source.split(/\s+/);
  return { figure, caption: rest.join(' ') };
}

/** An image field holds one path or a list of them (the about's images): the one to show. */
export const firstImage = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);

export function parseStat(text: string | undefined, fallback: string): Stat {
  const source = text?.trim() || fallback;
  const [first = '', ...rest] = source.split(/\s+/);
  const match = /^(\d[\d,]*)(.*)$/.exec(first);
  if (!match) return parseStat(fallback, fallback);
  return { figure: Number(match[1]!.replace(/,/g, '')), suffix: match[2] ?? '', caption: rest.join(' ') };
}

export function statStep(kind: 'projects' | 'client' | 'staff' | 'awards', target: number): number {
  return kind === 'client' && target > 1000 ? 10 : 1;
}

/** The value shown after `ticks` ticks. */
export function countAt(ticks: number, step: number, target: number): number {
  return Math.min(target, ticks * step);
}
