// What the API answers, described from the same contracts as what it accepts: a stored item is its add payload as
// accepted, plus the fields only an edit sets, its stored files and the database's metadata. The API's OpenAPI
// document is built from these schemas (docs/api.md); its tests check real answers against them.
import { z } from 'zod';
import { OBJECT_ID } from './fields.js';
import { inboxEvent, inboxItem } from './inbox.js';
import { editInputOf, RESOURCE_INPUTS } from './inputs.js';
import { candidateApplication } from './candidate.js';
import { LANGUAGES } from './languages.js';
import { consentRecord } from './privacy.js';
import { screeningAnswer } from './screening.js';
import { filesOf, RESOURCES, type ResourceDeclaration, type ResourceKey } from './resources.js';
import { ADMIN_ROLES, SITE_VARIANTS } from './roles.js';
import { storedTranslations } from './translation-input.js';

export const objectId = z.string().regex(OBJECT_ID);
/** Dates leave the API as ISO 8601 text. */
const timestamp = z.iso.datetime();
const count = z.number().int();

/** Every write answers a message; every error its status and a message a person can read. */
export const messageAnswer = z.object({ message: z.string() });
export const errorAnswer = z.object({ statusCode: count, message: z.string() });

/** One stored item of a resource, as lists and writes answer it. */
export function entityOf(key: ResourceKey) {
  const input = RESOURCE_INPUTS[key] as z.ZodObject;
  const editOnly = Object.entries(editInputOf(key).shape).filter(([field]) => !(field in input.shape));
  const files = filesOf(key).flatMap((f) => [
    // The stored path (or paths); a file that was optional may be absent.
    [f.field, (f.maxCount > 1 ? z.array(z.string()) : z.string()).optional()] as const,
    // A resume keeps the name its sender gave it.
    ...(f.kind === 'resume' ? [[`${f.field}Name`, z.string().optional()] as const] : []),
  ]);
  // An application's screening answers are stored as the questions read then, not as sent (docs/behaviour.md §20).
  const stored =
    key === 'applyJobs' ? input.omit({ answers: true }).extend({ screening: z.array(screeningAnswer).optional(), knockout: z.boolean().optional() }) : input;
  return stored.extend({
    ...Object.fromEntries(editOnly),
    ...Object.fromEntries(files),
    // A visitor's agreement is stored as when and to which notice, not as the box they ticked.
    ...('consent' in input.shape && { consent: consentRecord.optional() }),
    // A visitor's submission records the language of the page it was sent from (docs/i18n.md); older ones have none.
    ...((RESOURCES[key] as ResourceDeclaration).access === 'submission' && { language: z.enum(LANGUAGES).optional() }),
    // Site content's Hindi and Marathi values: only the back office's reads answer them (docs/i18n.md).
    ...((RESOURCES[key] as ResourceDeclaration).access === 'content' && { translations: storedTranslations.optional() }),
    _id: objectId,
    createdAt: timestamp.optional(),
    updatedAt: timestamp.optional(),
  });
}

const declaration = (key: ResourceKey) => RESOURCES[key] as ResourceDeclaration;
const isSubmission = (key: ResourceKey) => declaration(key).access === 'submission';

/** A whole list: under the legacy key (`{ "applyJobs": [...] }`), or a bare array where the old API had one. */
export function listAnswerOf(key: ResourceKey) {
  const items = z.array(entityOf(key));
  const { listKey } = declaration(key);
  return listKey ? z.object({ [listKey]: items }) : items;
}

/** A page of the list (any paging parameter asked for one): under the same key, or `items`, with the total. */
export const pageAnswerOf = (key: ResourceKey) =>
  z.object({ [declaration(key).listKey ?? 'items']: z.array(entityOf(key)), total: count, page: count, limit: count });

export const oneAnswerOf = (key: ResourceKey) => z.object({ data: entityOf(key) });

/** A visitor who sends a submission gets its id only, nothing the office adds to it. */
export const addAnswerOf = (key: ResourceKey) => messageAnswer.extend({ data: isSubmission(key) ? z.object({ _id: objectId }) : entityOf(key) });

export const editAnswerOf = (key: ResourceKey) => messageAnswer.extend({ data: entityOf(key) });

/** An account as the back office lists it: never its password hash. */
const account = z.object({
  _id: objectId,
  name: z.string(),
  email: z.string(),
  mobile: z.string().optional(),
  createdAt: timestamp.optional(),
  updatedAt: timestamp.optional(),
});

/** An admin's role, and an editor's sites (docs/behaviour.md §22). */
const roleAnswer = { role: z.enum(ADMIN_ROLES), sites: z.array(z.enum(SITE_VARIANTS)).optional() };

export const AUTH_ANSWERS = {
  adminLogin: messageAnswer.extend({ token: z.string() }),
  userLogin: messageAnswer.extend({
    token: z.string(),
    user: account.pick({ _id: true, name: true, email: true, mobile: true }).extend({ verified: z.boolean() }),
  }),
  /** The signed-in visitor's own account: whether its e-mail address is confirmed (docs/behaviour.md §21). */
  userMe: z.object({ user: account.pick({ _id: true, name: true, email: true, mobile: true }).extend({ verified: z.boolean() }) }),
  /** "My applications": the applications made with the visitor's confirmed address, newest first. */
  userApplications: z.object({ applications: z.array(candidateApplication.shape.application) }),
  /** `wrongCodes`: wrong two-factor codes at the admin's sign-in since their last good one, when there are any (docs/behaviour.md §25). */
  adminList: z.object({
    AdminLogin: z.array(
      account.extend({ disabled: z.boolean(), ...roleAnswer, twoFactor: z.boolean(), wrongCodes: z.object({ count, since: timestamp }).optional() }),
    ),
  }),
  /** Who may be chosen as an interviewer or assignee: the active admins, by name only (docs/behaviour.md §22). */
  interviewers: z.object({ interviewers: z.array(z.strictObject({ _id: objectId, name: z.string() })) }),
  userList: z.object({ UserLogin: z.array(account.extend({ consent: consentRecord.optional() })) }),
  adminAdded: messageAnswer.extend({ admin: account.pick({ _id: true, name: true, email: true }).extend({ disabled: z.boolean(), ...roleAnswer }) }),
  /** The signed-in admin, as the account reads now: the back office shows only what the role can use. */
  me: z.object({ _id: objectId, name: z.string(), email: z.string(), ...roleAnswer, twoFactor: z.boolean() }),
  roleChanged: messageAnswer.extend({ admin: z.object({ _id: objectId, ...roleAnswer }) }),
  passwordChanged: messageAnswer.extend({ token: z.string() }),
};

/** When and how an admin opened a CV (the access log each application keeps). */
export const resumeLogAnswer = z.object({
  resumeLog: z.array(z.object({ adminId: z.string(), at: timestamp, ip: z.string().optional(), how: z.string(), adminEmail: z.string().nullable() })),
});

/** A one-time link that shows a CV in the back office's preview frame. */
export const resumeLinkAnswer = messageAnswer.extend({ url: z.string(), expiresIn: count });

/** Whether a submission's e-mails left (its notification to the office and the sender's confirmation). */
export const deliveriesAnswer = z.object({
  deliveries: z.array(
    z.object({
      kind: z.string(),
      to: z.string(),
      /** What the e-mail is about (older records may have none). */
      subject: z.string().optional(),
      status: z.string(),
      attempts: count.optional(),
      lastError: z.string().nullish(),
      sentAt: timestamp.nullish(),
      createdAt: timestamp.optional(),
      /** A waiting e-mail held for another that would tell the same (docs/behaviour.md §18): sent then, unless that one came first. */
      heldUntil: timestamp.optional(),
    }),
  ),
});

/** A page of the inbox. */
export const inboxPageAnswer = z.object({ items: z.array(inboxItem), total: count, page: count, limit: count });

/** One submission in the inbox: its row, the stored document, its history and its e-mails. */
export const inboxDetailAnswer = z.object({
  item: inboxItem,
  submission: z.looseObject({ _id: objectId }),
  history: z.array(inboxEvent),
  deliveries: deliveriesAnswer.shape.deliveries,
});

/** Admin writes, newest first, each with what it is about. */
export const auditAnswer = z.object({
  entries: z.array(
    z.object({
      at: timestamp,
      adminId: z.string(),
      adminName: z.string().optional(),
      adminEmail: z.string().nullable(),
      resource: z.string(),
      action: z.string(),
      documentId: z.string().optional(),
      title: z.string().optional(),
      /** The site variant the write concerns, where it is one variant's (its content, its release). */
      site: z.enum(SITE_VARIANTS).optional(),
      /** What the entry adds to its action: a template's status, a restored version, an export's type, a stage's move. */
      detail: z.string().optional(),
      /** The request of an entry recorded from HTTP (older entries, a release's move); facts' entries have none. */
      method: z.string().optional(),
      path: z.string().optional(),
      subject: z.object({ type: z.string(), exists: z.boolean(), title: z.string().nullable() }).nullable(),
    }),
  ),
  total: count,
  page: count,
  limit: count,
});

/** Whether the API reaches its database (monitors read the flat `database` and `latencyMs`). */
export const healthAnswer = z.object({ status: z.string(), database: z.enum(['up', 'down']), latencyMs: count.optional() });

/** A load balancer's probe that passed: `/health/live` (the process runs) or `/health/ready` (it takes traffic). */
export const probeAnswer = z.object({ status: z.literal('ok') });
