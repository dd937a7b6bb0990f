// The plain HTML forms of a candidate's pages, posted to the shell (docs/behaviour.md §16.1, §26): a phone
// application on a job's page and a drive booking on a drive's page work with no JavaScript at all. Each post is
// one step: the details ask for a code by SMS, the code proves the number and the application or booking is made
// (then the visitor is sent to their private page), a full time offers the nearest free ones. The API is called as
// the browser's form would call it, naming the visitor (not the shell) for its limits.
import type { IncomingMessage } from 'node:http';
import {
  bookingAnswer,
  DRIVE_ROUTES,
  driveBookingDetails,
  formatIndianMobile,
  PHONE_APPLY_ROUTE,
  PHONE_CODE_ROUTES,
  phoneApplyDetails,
  PLAIN_ACTION_FIELD,
  PLAIN_ACTIONS,
  PLAIN_PROOF_FIELD,
  PLAIN_SENT_AT_FIELD,
  type PlainAction,
  type PlainFormKind,
  type PostedForm,
  questionsOf,
  type PublicDrive,
  slotFullAnswer,
  SPAM_GUARD,
} from '@site/contracts';
import type { Language } from '@site/contracts/languages';
import { messageCatalogue } from '@site/contracts/message-catalogues';
import { translateMessage } from '@site/contracts/messages';
import { SOURCE_PATTERN } from '@site/contracts/resources';
import { REMOTE_PATHS } from '@site/shared-ui/pages';
import { fetchDrive, fetchItem } from './page-data';

const M = REMOTE_PATHS.main;
/** A form's fields are a few hundred bytes; more is not a form of ours. */
const MAX_BODY_BYTES = 16 * 1024;
/** Sending an SMS may take a while; the visitor's page waits for it. */
const API_TIMEOUT_MS = 15_000;
/** What the forms' fields are named; anything else posted is dropped. */
const FIELDS = /^(name|mobile|email|consent|jobId|drive-slot|answers\.[A-Za-z0-9_-]{1,40})$/;
const FAILED = 'Failed to submit application. Please try again.';
const BOOKING_FAILED = 'The booking could not be made. Please check your connection and try again.';

/** The plain form a page's address takes, and the job or drive it is for. */
export function plainFormAt(path: string): { form: PlainFormKind; id: string } | null {
  for (const [pattern, form] of [
    [M.jobDetail, 'phone-apply'],
    [M.jobDetailOld, 'phone-apply'],
    [M.drive, 'drive-book'],
  ] as const) {
    const match = new RegExp(`^${pattern.replace(':id', '([^/]+)')}/?$`, 'i').exec(path);
    if (match) return { form, id: decodeURIComponent(match[1]!) };
  }
  return null;
}

export class PostRefused extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

const hostOf = (origin: string) => {
  try {
    return new URL(origin).host;
  } catch {
    return null;
  }
};

/** The posted fields: urlencoded, at most MAX_BODY_BYTES, from a page of this site (another site cannot post for its visitors). */
export async function readPost(req: IncomingMessage): Promise<URLSearchParams> {
  const site = req.headers['sec-fetch-site'];
  const origin = req.headers.origin;
  if ((site && site !== 'same-origin' && site !== 'none') || (origin && origin !== 'null' && hostOf(origin) !== req.headers.host))
    throw new PostRefused(403, 'Forms are posted from this site’s own pages.');
  if (!/^application\/x-www-form-urlencoded\b/i.test(String(req.headers['content-type'] ?? '')))
    throw new PostRefused(415, 'The form must be sent as application/x-www-form-urlencoded.');
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_BODY_BYTES) throw new PostRefused(413, 'The form is too large.');
    chunks.push(chunk);
  }
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

export interface PostContext {
  apiUrl: string;
  language: Language;
  /** The page's query: its `src` is the link's source. */
  search: string;
  /** Headers naming the visitor to the API (their address and the shell's proof of it). */
  visitor: Record<string, string>;
}

/** The answer to a post: a redirect to the visitor's private page, or the page drawn at the form's next step. */
export type PostAnswer = { redirect: string } | { posted: PostedForm; status: number };

type Api = { status: number; body: Record<string, unknown> };

/** The API's answer; out of reach, a 503 with no words (the page then says it could not be sent). */
async function callApi(ctx: PostContext, route: string, body: unknown): Promise<Api> {
  const form = body instanceof FormData;
  const res = await fetch(`${ctx.apiUrl.replace(/\/$/, '')}/${route}`, {
    method: 'POST',
    headers: { ...ctx.visitor, 'Accept-Language': ctx.language, ...(form ? {} : { 'Content-Type': 'application/json' }) },
    body: form ? body : JSON.stringify(body),
    signal: AbortSignal.timeout(API_TIMEOUT_MS),
  }).catch(() => null);
  if (!res) return { status: 503, body: {} };
  return { status: res.status, body: ((await res.json().catch(() => ({}))) ?? {}) as Record<string, unknown> };
}

/** The API's words (already in the page's language), else `fallback` (the page says it in its language). */
const messageOf = (api: Api, fallback: string) => (typeof api.body.message === 'string' && api.status < 500 ? api.body.message : fallback);

/** What was typed, as the form names it. */
export function typedValues(body: URLSearchParams): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [name, value] of body) if (FIELDS.test(name)) values[name] = value.slice(0, 2000);
  return values;
}

/** The values as the rules read them: `answers.<id>` fields as one object, consent as a tick. */
export function asInput(values: Record<string, string>) {
  const answers: Record<string, string> = {};
  const rest: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(values)) {
    if (name.startsWith('answers.')) answers[name.slice(8)] = value;
    else rest[name] = name === 'consent' ? value === 'true' : value;
  }
  return { ...rest, consent: rest.consent === true, answers };
}

/** The path of a page the API names (it may give a whole address), kept on this site. */
const pathOf = (page: string) => {
  const path = page.replace(/^https?:\/\/[^/]+/i, '');
  return path.startsWith('/') && !path.startsWith('//') ? path : '/';
};

/** One post of a candidate's plain form, taken to its next step. */
export async function answerPost(at: { form: PlainFormKind; id: string }, body: URLSearchParams, ctx: PostContext): Promise<PostAnswer> {
  const action = (PLAIN_ACTIONS as readonly string[]).includes(body.get(PLAIN_ACTION_FIELD) ?? '') ? (body.get(PLAIN_ACTION_FIELD) as PlainAction) : 'send';
  const values = typedValues(body);
  const form = at.form;
  const drive = form === 'drive-book' ? await fetchDrive(ctx.apiUrl, at.id, ctx.language) : undefined;
  const failed = form === 'drive-book' ? BOOKING_FAILED : FAILED;
  if (form === 'drive-book' && !drive) return { posted: { form, step: 'details', values, message: BOOKING_FAILED }, status: drive === null ? 404 : 503 };
  const jobs = (drive as PublicDrive | undefined)?.jobs ?? [];
  const jobId = form === 'phone-apply' ? at.id : jobs.length === 1 ? jobs[0]!._id : (values.jobId ?? '');
  const src = new URLSearchParams(ctx.search).get('src');
  const source = src && SOURCE_PATTERN.test(src) ? src : undefined;
  const slot = body.get(action === 'book' ? 'drive-nearest' : 'drive-slot') ?? '';
  const sentAt = Number(body.get(PLAIN_SENT_AT_FIELD)) || undefined;
  const details = (extra: Partial<PostedForm>, status = 400): PostAnswer => ({ posted: { form, step: 'details', values, ...extra }, status });
  const codeStep = (extra: Partial<PostedForm>, status = 200): PostAnswer => ({
    posted: { form, step: 'code', values, sentAt, mobileShown: formatIndianMobile(values.mobile ?? ''), ...extra },
    status,
  });

  if (action === 'change') return details({}, 200);
  if (form === 'drive-book' && (!jobId || !jobs.some((j) => j._id === jobId))) return details({ errors: { jobId: 'Choose a job' } });
  // The job's questions: on a drive's page they come with the job chosen.
  const job = await fetchItem(ctx.apiUrl, 'jobs', jobId, ctx.language);
  if (!job) return details({ message: failed }, job === null ? 404 : 503);
  const questions = questionsOf(job).map(({ knockout: _k, ...q }) => q);
  const withQuestions = form === 'drive-book' ? { questions } : {};
  // A drive's page drew no questions (they come with the job chosen): they are shown before anything is checked.
  if (questions.length && !Object.keys(values).some((name) => name.startsWith('answers.'))) return details(withQuestions, 200);
  const parsed = (form === 'drive-book' ? driveBookingDetails(questions) : phoneApplyDetails(questions)).safeParse(asInput(values));
  if (!parsed.success) {
    // In the page's language, as the API would say them (the page cannot load its catalogue of them before it is sent).
    const catalogue = messageCatalogue(ctx.language);
    const errors = Object.fromEntries(parsed.error.issues.map((issue) => [issue.path.join('.'), translateMessage(issue.message, catalogue)]));
    return details({ errors, ...withQuestions });
  }
  const clean = parsed.data as Record<string, unknown>;
  if (form === 'drive-book' && !slot && action !== 'book') return details({ message: 'Please choose a time above first.', ...withQuestions });

  const askForCode = () =>
    callApi(ctx, PHONE_CODE_ROUTES.request, {
      mobile: clean.mobile,
      purpose: 'apply',
      [SPAM_GUARD.honeypotField]: body.get(SPAM_GUARD.honeypotField) ?? undefined,
    });

  /** The application or booking with the number's proof: the visitor's private page, or why not. */
  const make = async (token: string): Promise<PostAnswer> => {
    let api: Api;
    if (form === 'phone-apply') {
      // As the browser's form sends it (multipart: the same route takes a CV).
      const data = new FormData();
      for (const [k, v] of Object.entries(clean)) if (v !== undefined && v !== '') data.append(k, k === 'answers' ? JSON.stringify(v) : String(v));
      data.append('jobId', jobId);
      data.append('phoneToken', token);
      if (source) data.append('source', source);
      api = await callApi(ctx, PHONE_APPLY_ROUTE, data);
    } else {
      const answers = Object.keys(clean.answers as object).length ? clean.answers : undefined;
      api = await callApi(ctx, DRIVE_ROUTES.book.replace(':id', encodeURIComponent(at.id)), {
        ...clean,
        answers,
        consent: true,
        jobId,
        slot,
        phoneToken: token,
        ...(source ? { source } : {}),
      });
      const nearest = slotFullAnswer.safeParse(api.body);
      if (api.status === 409 && nearest.success)
        return {
          posted: { form, step: 'nearest', values, message: nearest.data.message, nearest: nearest.data.nearest, proof: token, questions },
          status: 409,
        };
    }
    const page = form === 'phone-apply' ? (api.body.data as { page?: unknown } | undefined)?.page : bookingAnswer.safeParse(api.body).data?.page;
    if (api.status < 300 && typeof page === 'string' && page) return { redirect: pathOf(page) };
    return details({ message: messageOf(api, failed), ...withQuestions }, api.status >= 400 ? api.status : 502);
  };

  switch (action) {
    case 'send':
    case 'resend': {
      const api = await askForCode();
      if (api.status === 202) return codeStep({ sentAt: Date.now(), ...withQuestions });
      const message = messageOf(api, failed);
      return action === 'send' ? details({ message, ...withQuestions }, api.status) : codeStep({ message, ...withQuestions }, api.status);
    }
    case 'confirm': {
      const api = await callApi(ctx, PHONE_CODE_ROUTES.verify, { mobile: clean.mobile, code: body.get('code') ?? '', purpose: 'apply' });
      const token = api.body.token;
      if (api.status !== 200 || typeof token !== 'string')
        return codeStep({ message: messageOf(api, failed), ...withQuestions }, api.status === 200 ? 502 : api.status);
      return make(token);
    }
    case 'book': {
      const token = body.get(PLAIN_PROOF_FIELD);
      return token ? make(token) : details({ message: failed, ...withQuestions });
    }
    default:
      return details({}, 200);
  }
}
