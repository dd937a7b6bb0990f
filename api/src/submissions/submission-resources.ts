// The visitors' submissions: anyone sends one, only the back office reads them, their files are private, and every
// kind shares this room's hooks (submission-hooks.ts). The enquiries are declared here; job applications, which add
// a job, a private link and stages, in the applications room through `submissionResource`.
import type { Model } from 'mongoose';
import { defineResource, hooksFrom, type ResourceDefinition, type ResourceRules } from '../common/resource/resource-definition.js';
import type { Doc, ResourceHooks } from '../common/resource/resource-hooks.js';
import { DomainEventBus } from '../common/events/domain-events.js';
import { BookedServices, BookedServicesModule } from './booked-services.js';
import { ENQUIRY_KINDS } from './enquiry-kinds.js';
import { SubmissionParts } from './submission-parts.js';
import { SubmissionStoreModule } from './submission-store.module.js';
import { submissionHooks } from './submission-hooks.js';
import type { SubmissionKind } from './submission-kind.js';

const SUBMISSION_RULES: ResourceRules = { access: { read: 'admin', add: 'public' }, files: 'private', cached: false, newestFirst: true, visitorForm: true };

type Factory = Parameters<typeof hooksFrom>[0];

/**
 * A kind's resource: `own.hooks` wraps the hooks every kind shares (`shared`) with what its room adds, made of the
 * providers its `imports` export. Its hooks call the shared ones, never the other way round.
 */
export function submissionResource<D extends unknown[]>(
  kind: SubmissionKind,
  own: {
    imports: NonNullable<Factory['imports']>;
    inject: { [K in keyof D]: Factory['inject'][number] };
    hooks: (shared: ResourceHooks, model: Model<Doc>, ...deps: D) => ResourceHooks;
  },
): ResourceDefinition {
  const hooks = hooksFrom<[SubmissionParts, ...D]>({
    imports: [SubmissionStoreModule, ...own.imports],
    inject: [SubmissionParts, ...(own.inject as { [K in keyof D]: never })],
    make: (model, parts, ...deps) => own.hooks(submissionHooks(kind, model, parts), model, ...(deps as D)),
  });
  return defineResource(kind.key, SUBMISSION_RULES, { hooks });
}

/** An enquiry: once stored, its own fact (its e-mails listen to it); `prepare`, what it stores besides the form. */
const enquiry = <D extends unknown[]>(
  kind: SubmissionKind,
  more: { imports?: unknown[]; inject?: unknown[]; prepare?: (...deps: D) => (data: Record<string, unknown>) => Promise<Record<string, unknown>> } = {},
) =>
  submissionResource<[DomainEventBus, ...D]>(kind, {
    imports: (more.imports ?? []) as never[],
    inject: [DomainEventBus, ...((more.inject ?? []) as never[])] as never,
    hooks: (shared, _model, events, ...deps) => {
      const own = more.prepare?.(...(deps as D));
      return {
        ...shared,
        prepare: async (data) => shared.prepare!({ ...data, ...(own && (await own(data))) }),
        async created(doc) {
          await shared.created!(doc);
          await events.publish('enquiry.received', { type: kind.key, id: String(doc._id), enquiry: doc });
        },
      };
    },
  });

/** The home and service enquiries and the contact messages; a booking stores its service's English name. */
export const ENQUIRIES = {
  ServiceEnquiry: enquiry<[BookedServices]>(ENQUIRY_KINDS.ServiceEnquiry, {
    imports: [BookedServicesModule],
    inject: [BookedServices],
    prepare: (services) => (data) => services.bookingOf(data),
  }),
  homeEnquiry: enquiry(ENQUIRY_KINDS.homeEnquiry),
  userContact: enquiry(ENQUIRY_KINDS.userContact),
} satisfies Record<keyof typeof ENQUIRY_KINDS, ResourceDefinition>;

export const ENQUIRY_KEYS = Object.keys(ENQUIRIES) as Array<keyof typeof ENQUIRIES>;
