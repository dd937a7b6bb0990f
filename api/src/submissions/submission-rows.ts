import { termsOf } from './submission-terms.js';

type Doc = Record<string, unknown> & { _id?: unknown; createdAt?: unknown; status?: unknown; assignee?: unknown };

/** The status and assignee the lists show: a submission stored before statuses existed is New. */
export const rowOf = (d: Doc) => ({
  s: typeof d.status === 'string' ? d.status : 'New',
  a: typeof d.assignee === 'string' ? d.assignee : null,
  ...(typeof d.jobId === 'string' && d.jobId ? { j: d.jobId } : {}),
});

/** A change: the row as it is now, or null once the submission is gone, and the search terms it holds (or held). */
export interface RowChange {
  id: string;
  t: number;
  row: ReturnType<typeof rowOf> | null;
  terms: string[];
}

const timeOf = (d: Doc) => (d.createdAt instanceof Date ? d.createdAt.getTime() : d.createdAt ? new Date(d.createdAt as string).getTime() : 0);

/** The derived documents' change for a stored submission, or (gone) for one deleted; `terms` are those it holds. */
export const changeOf = (d: Doc, gone = false): RowChange => ({ id: String(d._id), t: timeOf(d), row: gone ? null : rowOf(d), terms: termsOf(d) });
