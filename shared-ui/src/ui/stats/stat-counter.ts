// The About statistics (docs/behaviour.md §3, §4): "120+ Projects Completed" is a figure (first word) and a caption; the
// figure counts up from 0 every 20 ms, by 1, except clients above 1000 which step by 10.
import { t } from '../../i18n/i18n';

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

// The defaults in the page's language, one literal message each so the catalogue test finds them; every
// translation starts with the same figure.
const DEFAULT_WORDS: Record<keyof typeof STAT_DEFAULTS, () => string> = {
  projects: () => t('120 Projects Completed'),
  client: () => t('2500 Happy Clients'),
  staff: () => t('100 Expert Staff'),
  awards: () => t('252 Awards Won'),
  experience: () => t('25+ Years Experience of Service'),
};

/** A default of STAT_DEFAULTS in the page's language. */
export const statDefault = (kind: keyof typeof STAT_DEFAULTS) => DEFAULT_WORDS[kind]();

/** '15+ Years Experience of Service' → figure '15+' and caption 'Years Experience of Service' (the about badge). */
export function splitBadge(text: string | undefined): { figure: string; caption: string } {
  const source = text?.trim() || statDefault('experience');
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
