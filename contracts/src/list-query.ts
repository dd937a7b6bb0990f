// Paging, sorting and search of a resource's list (docs/behaviour.md §7.5). Every list route takes the same
// optional query parameters; which fields may be sorted and searched comes from the resource's own schemas.
import { z } from 'zod';
import { choicesOf, OBJECT_ID } from './fields.js';
import { editInputOf, RESOURCE_INPUTS } from './inputs.js';
import { type ResourceKey, SOURCE_PATTERN } from './resources.js';

export const LIST_QUERY = {
  /** The query parameters that ask for a page; a list called without any of them answers as it always did. */
  params: ['page', 'limit', 'sort', 'q', 'status', 'from', 'to', 'job', 'flag', 'source'],
  defaultLimit: 10,
  maxLimit: 100,
  maxPage: 1_000_000,
  maxSearch: 200,
} as const;

export interface ListFields {
  /** Fields a list may be sorted by (`-` in front for descending). */
  sort: string[];
  /** Fields whose text `q` searches. */
  text: string[];
  /** The values `status` may filter by; absent when the resource's documents have no status. */
  statuses?: readonly string[];
  /** The documents name a job (`jobId`): the list may be narrowed to one job, and to knockout answers (`flag`). */
  byJob?: true;
}

const endsInTransform = (schema: z.ZodType): boolean => {
  const def = schema._zod.def as { type: string; out?: z.ZodType };
  return def.type === 'transform' || (def.type === 'pipe' && endsInTransform(def.out!));
};

/** Strips optional/default/pipe wrappers down to the schema that says what is stored. */
function storedSchema(schema: z.ZodType): z.ZodType {
  for (let s = schema; ;) {
    const def = s._zod.def as { type: string; innerType?: z.ZodType; in?: z.ZodType; out?: z.ZodType };
    // z.preprocess(fn, schema) and z.unknown().transform(fn).pipe(schema) are pipes from a transform: what is stored
    // is the pipe's output.
    const next = def.innerType ?? (def.type === 'pipe' ? (endsInTransform(def.in!) ? def.out : def.in) : undefined);
    if (!next) return s;
    s = next;
  }
}

const isText = (schema: z.ZodType): boolean => {
  const s = storedSchema(schema);
  if (s instanceof z.ZodString || s instanceof z.ZodEnum) return true;
  return s instanceof z.ZodArray && isText(s.element as z.ZodType);
};

/** A list or a record of things (a job's screening questions, a service's FAQs or hours) orders nothing. */
const isSortable = (schema: z.ZodType) => {
  const s = storedSchema(schema);
  return !(s instanceof z.ZodArray || s instanceof z.ZodObject) || isText(schema);
};

/** The sortable and searchable fields of a resource: those of its add and edit payloads, plus createdAt. */
export function listFieldsOf(key: ResourceKey): ListFields {
  const shape: Record<string, z.ZodType> = { ...(RESOURCE_INPUTS[key] as z.ZodObject).shape, ...editInputOf(key).shape };
  const statuses = shape.status ? choicesOf(shape.status) : undefined;
  return {
    sort: [...Object.keys(shape).filter((f) => isSortable(shape[f]!)), 'createdAt'],
    // An id (the job an application names) is no text a person searches.
    text: Object.keys(shape).filter((f) => isText(shape[f]!) && !f.endsWith('Id')),
    ...(statuses && { statuses }),
    ...(shape.jobId && { byJob: true as const }),
  };
}

/** A query value as trimmed text; arrays (`q=a&q=b`) and objects are refused with `message`. */
const param = <T extends z.ZodType<unknown, string>>(message: string, then: T) =>
  z.preprocess((v) => (typeof v === 'number' ? String(v) : v), z.string({ error: message }).trim().pipe(then));

const wholeNumber = (name: string, max: number) => {
  const message = `${name} must be a whole number from 1 to ${max}`;
  return param(
    message,
    z
      .string()
      .regex(/^\d{1,9}$/, message)
      .transform(Number)
      .refine((n) => n >= 1 && n <= max, message),
  );
};

const day = (name: string) => {
  const message = `${name} must be a date written YYYY-MM-DD`;
  const valid = (v: string) => /^\d{4}-\d{2}-\d{2}$/.test(v) && !Number.isNaN(Date.parse(v)) && new Date(v).toISOString().startsWith(v);
  return param(message, z.string().refine(valid, message));
};

/** `page` and `limit` of any paged list. */
export const pagingParams = {
  page: wholeNumber('page', LIST_QUERY.maxPage).optional(),
  limit: wholeNumber('limit', LIST_QUERY.maxLimit).optional(),
};

/** Literal-text search and a range of creation days (inclusive) of any list. */
export const searchParams = {
  q: param('q must be one text', z.string().max(LIST_QUERY.maxSearch, `q must be at most ${LIST_QUERY.maxSearch} characters`)).optional(),
  from: day('from').optional(),
  to: day('to').optional(),
};

export const fromNotAfterTo = (q: { from?: string; to?: string }) => !q.from || !q.to || q.from <= q.to;
export const FROM_AFTER_TO = { message: 'from must not be after to', path: ['from'] };

const JOB_MESSAGE = 'job must be a job ID';
const SOURCE_MESSAGE = 'source must be lower-case words joined by hyphens';
/**
 * A list of applications: those to one job, those a screening answer knocked out (docs/behaviour.md §20), and those
 * a job link's source brought (§16.2).
 */
const jobParams = {
  job: param(JOB_MESSAGE, z.string().regex(OBJECT_ID, JOB_MESSAGE)).optional(),
  flag: param('flag must be knockout', z.enum(['knockout'], { error: 'flag must be knockout' })).optional(),
  source: param(SOURCE_MESSAGE, z.string().max(60, SOURCE_MESSAGE).regex(SOURCE_PATTERN, SOURCE_MESSAGE)).optional(),
};
const noJobParams = {
  job: z.undefined({ error: 'This list has no job to filter by' }).optional(),
  flag: z.undefined({ error: 'This list has no flag to filter by' }).optional(),
  source: z.undefined({ error: 'This list has no source to filter by' }).optional(),
};

/** The query schema of one resource's list; unknown parameters are dropped. */
export function listQuerySchema(key: ResourceKey) {
  const fields = listFieldsOf(key);
  const sortMessage = `sort must be one of ${fields.sort.join(', ')}, with "-" in front for descending order`;
  const statuses = fields.statuses as [string, ...string[]] | undefined;
  const statusMessage = `status must be one of ${statuses?.join(', ')}`;
  return z
    .object({
      ...pagingParams,
      sort: param(
        sortMessage,
        z.string().refine((v) => fields.sort.includes(v.replace(/^-/, '')), sortMessage),
      ).optional(),
      ...searchParams,
      status: statuses
        ? param(statusMessage, z.enum(statuses, { error: statusMessage })).optional()
        : z.undefined({ error: 'This list has no status to filter by' }).optional(),
      ...(fields.byJob ? jobParams : noJobParams),
    })
    .refine(fromNotAfterTo, FROM_AFTER_TO);
}

export type ListQuery = z.output<ReturnType<typeof listQuerySchema>>;

/** What the client asks for: a page of one resource's list. */
export interface ListPageArgs {
  key: ResourceKey;
  page?: number;
  limit?: number;
  /** A field, with `-` in front for descending order. */
  sort?: string;
  q?: string;
  status?: string;
  /** YYYY-MM-DD, inclusive. */
  from?: string;
  to?: string;
  /** Applications only: to this job, and (`knockout`) those a screening answer knocked out. */
  job?: string;
  flag?: 'knockout';
  /** Applications only: those a job link's source brought. */
  source?: string;
}

/** A page of a list, as the client sees it (the API answers it under the list's key, or `items` for bare arrays). */
export interface ListPage<T> {
  items: T[];
  total: number;
  page: number;
  limit: number;
}
