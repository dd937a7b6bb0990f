// How a job's salary and type read on every page (docs/behaviour.md §3, §9): the salary list's first element or
// 'Not specified', the job type or 'Full-time'. The type stays English for matching and search engines
// (`jobTypeText`); pages show it in their language (`jobTypeLabel`).
import type { JOB_TYPES } from '@site/contracts/constants';
import { t } from '../../i18n/i18n';

export const salaryText = (salary: readonly string[] | string | undefined) =>
  formatSalary((Array.isArray(salary) ? salary[0] : salary)?.trim() || t('Not specified'));

export const jobTypeText = (jobType: string | undefined) => jobType?.trim() || 'Full-time';

// One literal message per type, so the catalogue test finds each.
const JOB_TYPE_LABELS: Record<(typeof JOB_TYPES)[number], () => string> = { 'Full-time': () => t('Full-time'), 'Part-time': () => t('Part-time') };

/** The job's type in the page's language (a type the admin typed otherwise shows as typed). */
export function jobTypeLabel(jobType: string | undefined): string {
  const type = jobTypeText(jobType);
  return Object.hasOwn(JOB_TYPE_LABELS, type) ? JOB_TYPE_LABELS[type as keyof typeof JOB_TYPE_LABELS]() : type;
}

const NUMBER = /(₹|\bRs\.?|\bINR)?(\s*)(\d+(?:,\d+)*(?:\.\d+)?)/gi;
/**
 * A figure followed by one of these counts something else than rupees ("4 hours a day", "5+ years", and the same in
 * Hindi and Marathi: "4 घंटे", "8 तास", "5 साल", "2 शिफ्ट").
 */
const NOT_MONEY_AFTER =
  /^\+?\s*(?:%|hours?\b|hrs?\b|days?\b|weeks?\b|months?\b|years?\b|yrs?\b|shifts?\b|am\b|pm\b|घंट|तास|दिन|दिवस|सप्ताह|हफ़्त|हफ्त|आठवड|महीन|महिन|माह|साल|वर्ष|शिफ्ट|प्रतिशत|टक्के)/i;
/** A figure right after these is another currency or part of a word, and stays as typed. */
const NOT_MONEY_BEFORE = /(?:[$€£]\s*|[A-Za-z])$/;

/**
 * Salaries are typed by the admin as free text in rupees (docs/behaviour.md §3): each amount is written with the ₹
 * sign and Indian digit grouping (30000 → ₹30,000, 300000 → ₹3,00,000, 15000-20000 → ₹15,000-₹20,000), and
 * everything else stays as typed ("As per industry", "per month (4 hours a day)"). Grouped by hand: an `Intl`
 * object would load the browser's locale data on every public page (docs/performance.md).
 */
export function formatSalary(text: string): string {
  return text.replace(NUMBER, (whole, mark: string | undefined, space: string, figure: string, at: number) => {
    if (!mark && (NOT_MONEY_AFTER.test(text.slice(at + whole.length)) || NOT_MONEY_BEFORE.test(text.slice(0, at) + space))) return whole;
    return `${space && !mark ? space : ''}₹${groupIndian(figure)}`;
  });
}

/** 1234567.5 → 12,34,567.5: the last three digits, then pairs. */
function groupIndian(figure: string): string {
  const [whole = '', fraction] = figure.replace(/,/g, '').split('.');
  const grouped = whole.length <= 3 ? whole : `${whole.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ',')},${whole.slice(-3)}`;
  return fraction === undefined ? grouped : `${grouped}.${fraction}`;
}
