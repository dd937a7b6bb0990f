// How the inbox names things for people.
import { RESOURCES, type SubmissionKey } from '@site/contracts';

export const typeLabel = (key: SubmissionKey) => RESOURCES[key].label;

/** "just now", "3 min ago", "5 h ago", "2 days ago", or the date. */
export function age(iso: string, now = Date.now()): string {
  const minutes = Math.max(0, Math.round((now - Date.parse(iso)) / 60_000));
  if (minutes < 1) return 'just now';
  if (minutes < 60) return `${minutes} min ago`;
  const hours = Math.round(minutes / 60);
  if (hours < 24) return `${hours} h ago`;
  const days = Math.round(hours / 24);
  return days < 30 ? `${days} day${days === 1 ? '' : 's'} ago` : iso.slice(0, 10);
}
