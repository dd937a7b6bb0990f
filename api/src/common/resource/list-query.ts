// A page of a resource's list (docs/behaviour.md §7.5): the query parameters checked with the contract's schema
// and turned into one database query (filter, sort, skip, limit) plus a count. A list called without any of
// the parameters is not paged and answers exactly as before.
import { applyDecorators } from '@nestjs/common';
import { ApiQuery } from '@nestjs/swagger';
import { LIST_QUERY, listFieldsOf, listQuerySchema, type ListQuery } from '@site/contracts';
import type { QueryFilter, Schema, SortOrder } from 'mongoose';
import { parseOrThrow } from '../http/parse.js';
import type { ResourceDefinition } from './resource-definition.js';
import type { Doc, PageRequest } from './resource-types.js';

export type { PageRequest };

const DAY_MS = 24 * 60 * 60 * 1000;
const schemas = new Map<string, ReturnType<typeof listQuerySchema>>();
export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Documents whose text fields contain each word of `text` as literal text, ignoring case (none without text fields). */
export function mentioning(text: string, fields: string[]): QueryFilter<Doc> {
  if (!fields.length) return { _id: { $in: [] } };
  // Each word in some field: "Anil Desai" finds the enquiry of first name Anil and last name Desai.
  const words = text.trim().split(/\s+/);
  const anyField = (word: string) => ({ $or: fields.map((f) => ({ [f]: { $regex: escapeRegExp(word), $options: 'i' } })) });
  return words.length > 1 ? { $and: words.map(anyField) } : anyField(text.trim());
}

/** Whether a document read in memory matches `mentioning(text, fields)`: each word, as literal text ignoring case, in some field. */
export function mentions(doc: Doc, text: string, fields: string[]): boolean {
  const has = (value: unknown, word: RegExp): boolean =>
    typeof value === 'string' ? word.test(value) : Array.isArray(value) && value.some((v) => has(v, word));
  return text
    .trim()
    .split(/\s+/)
    .every((word) => {
      const pattern = new RegExp(escapeRegExp(word), 'i');
      return fields.some((f) => has(doc[f], pattern));
    });
}

/** The database's order of values of mixed types (none first, then numbers, texts, other values, dates). */
const typeRank = (v: unknown) => (v === undefined || v === null ? 0 : typeof v === 'number' ? 1 : typeof v === 'string' ? 2 : v instanceof Date ? 4 : 3);
const compareValues = (a: unknown, b: unknown): number => {
  const [ra, rb] = [typeRank(a), typeRank(b)];
  if (ra !== rb) return ra - rb;
  if (ra === 4) return (a as Date).getTime() - (b as Date).getTime();
  if (ra === 1 || ra === 2) return a! < b! ? -1 : a! > b! ? 1 : 0;
  return 0;
};

/** Documents read in memory in the order of a page request's `sort` (as the database orders them). */
export const compareBySort = (sort: Record<string, SortOrder>) => (a: Doc, b: Doc) => {
  for (const [field, dir] of Object.entries(sort)) {
    const by = field === '_id' ? compareValues(String(a._id), String(b._id)) : compareValues(a[field], b[field]);
    if (by !== 0) return dir === -1 || dir === 'desc' || dir === 'descending' ? -by : by;
  }
  return 0;
};

/** Documents created from the day `from` to the day `to`, both YYYY-MM-DD and inclusive. */
export function createdBetween(from?: string, to?: string): QueryFilter<Doc> {
  return { createdAt: { ...(from && { $gte: new Date(from) }), ...(to && { $lt: new Date(Date.parse(to) + DAY_MS) }) } };
}

/** The page asked for, or null when the query has none of the paging parameters. */
export function pageRequest(def: ResourceDefinition, query: Record<string, unknown> = {}): PageRequest | null {
  if (!LIST_QUERY.params.some((p) => p in query)) return null;
  let schema = schemas.get(def.key);
  if (!schema) schemas.set(def.key, (schema = listQuerySchema(def.key)));
  const q: ListQuery = parseOrThrow(schema, query);
  const fields = listFieldsOf(def.key);
  const and: Array<QueryFilter<Doc>> = [];
  if (q.status) {
    // Documents stored before statuses existed count as the status a new one starts with (set by the server, or
    // the payload's default: a job is Open).
    const startsAs = def.createDefaults?.status ?? def.input.shape.status?.safeParse(undefined).data;
    const initial = startsAs === q.status;
    and.push({ status: initial ? { $in: [q.status, null] } : q.status });
  }
  if (q.from || q.to) and.push(createdBetween(q.from, q.to));
  if (q.job) and.push({ jobId: q.job });
  if (q.flag === 'knockout') and.push({ knockout: true });
  if (q.source) and.push({ source: q.source });
  const besidesText = and.length ? { $and: [...and] } : {};
  if (q.q) and.unshift(mentioning(q.q, fields.text));
  const dir: SortOrder = q.sort ? (q.sort.startsWith('-') ? -1 : 1) : def.rules.newestFirst ? -1 : 1;
  const field = q.sort?.replace(/^-/, '') ?? 'createdAt';
  return {
    query: q,
    filter: and.length ? { $and: and } : {},
    filterBesidesText: besidesText,
    // _id breaks ties, so a document never shows on two pages.
    sort: { [field]: dir, _id: dir },
    page: q.page ?? 1,
    limit: q.limit ?? LIST_QUERY.defaultLimit,
  };
}

/** The page under the list's own key (or `items` for a list answered as a bare array), with the total. */
export const pageBody = (def: ResourceDefinition, req: PageRequest, found: { items: Doc[]; total: number }) => ({
  [def.listKey ?? 'items']: found.items,
  total: found.total,
  page: req.page,
  limit: req.limit,
});

/** Indexes for the default order and the status filter (FerretDB accepts them; MongoDB uses them). */
export function addListIndexes(schema: Schema, def: ResourceDefinition) {
  schema.index({ createdAt: 1 });
  if (listFieldsOf(def.key).statuses) schema.index({ status: 1, createdAt: -1 });
}

/** The paging parameters in the OpenAPI documentation of a list route. */
export function ApiListQuery(def: ResourceDefinition) {
  const fields = listFieldsOf(def.key);
  const optional = (name: string, description: string, type: 'string' | 'integer' = 'string') =>
    ApiQuery({ name, required: false, description, schema: { type } });
  return applyDecorators(
    optional('page', 'Page number, from 1 (paging parameters add total, page and limit to the answer)', 'integer'),
    optional('limit', `Items per page, 1 to ${LIST_QUERY.maxLimit} (default ${LIST_QUERY.defaultLimit})`, 'integer'),
    optional('sort', `One of ${fields.sort.join(', ')}; "-" in front for descending order`),
    optional('q', `Literal text searched, ignoring case, in ${fields.text.join(', ') || '(no text fields)'}`),
    ...(fields.statuses ? [optional('status', `One of ${fields.statuses.join(', ')}`)] : []),
    ...(fields.byJob
      ? [
          optional('job', 'Only those to this job (its ID)'),
          optional('flag', '"knockout": only those a screening answer knocked out'),
          optional('source', 'Only those a job link with this source (`?src=`) brought'),
        ]
      : []),
    optional('from', 'Created on or after this day (YYYY-MM-DD, UTC)'),
    optional('to', 'Created on or before this day (YYYY-MM-DD, UTC)'),
  );
}
