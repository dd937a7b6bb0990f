// A back-office table leads with what its rows are, their status and their actions; the other columns follow in
// their declared order. A wide table is read from the left, so what the admin acts on is never past the edge.
import type { DataColumn } from '@site/shared-ui';

/** `lead` keys first (in that order), then the status column, then `actions`, then the rest as declared. */
export function leadColumns<T>(columns: readonly DataColumn<T>[], lead: readonly string[], actions: readonly DataColumn<T>[]): DataColumn<T>[] {
  const first = lead.flatMap((key) => columns.filter((c) => c.key === key));
  const status = columns.filter((c) => c.key === 'status' && !first.includes(c));
  return [...first, ...status, ...actions, ...columns.filter((c) => !first.includes(c) && !status.includes(c))];
}
