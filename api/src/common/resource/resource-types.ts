import type { ListQuery } from '@site/contracts';
import type { QueryFilter, SortOrder } from 'mongoose';

/** A stored document as the generic resource pieces handle it. */
export type Doc = Record<string, unknown> & { _id: unknown };
/** What a caller of a write tells the hooks besides the fields (its room gives it a type). */
export type WriteContext = Readonly<Record<string, unknown>>;

export interface PageRequest {
  /** The query as asked (what a resource that serves its own pages reads). */
  query: ListQuery;
  filter: QueryFilter<Doc>;
  /** The filter without the text search: a page read in another language searches the words readers see (docs/i18n.md). */
  filterBesidesText: QueryFilter<Doc>;
  sort: Record<string, SortOrder>;
  page: number;
  limit: number;
}
