// The visitors' submissions: anyone sends one, only the back office reads them, their files are private, and every
// kind has the same pipeline (submission-hooks.ts). The enquiries are declared here; job applications, which add a
// job, a private link and stages, in the applications room through `submissionResource`.
import { defineResource, hooksFrom, type ResourceDefinition, type ResourceRules } from '../common/resource/resource-definition.js';
import { DomainEventBus } from '../common/events/domain-events.js';
import { BookedServices, BookedServicesModule } from './booked-services.js';
import { ENQUIRY_KINDS } from './enquiry-kinds.js';
import { SubmissionParts } from './submission-parts.js';
import { SubmissionStoreModule } from './submission-store.module.js';
import { submissionHooks } from './submission-hooks.js';
import type { SubmissionExtension, SubmissionKind } from './submission-kind.js';

const SUBMISSION_RULES: ResourceRules = { access: { read: 'admin', add: 'public' }, files: 'private', cached: false, newestFirst: true, visitorForm: true };

/** A kind's resource; `extension` adds its own part, made of providers its `imports` export. */
export function submissionResource<D extends unknown[]>(
  kind: SubmissionKind,
  extension: {
    imports: NonNullable<Parameters<typeof hooksFrom>[0]['imports']>;
    inject: { [K in keyof D]: Parameters<typeof hooksFrom>[0]['inject'][number] };
    make: (...deps: D) => SubmissionExtension;
  },
): ResourceDefinition {
  const hooks = hooksFrom<[SubmissionParts, ...D]>({
    imports: [SubmissionStoreModule, ...extension.imports],
    inject: [SubmissionParts, ...(extension.inject as { [K in keyof D]: never })],
    make: (model, parts, ...deps) => submissionHooks(kind, model, parts, extension.make(...(deps as D))),
  });
  return defineResource(kind.key, SUBMISSION_RULES, { hooks });
}

/** An enquiry's own part: its fact, once stored; `prepare`, what it stores besides the form. */
const enquiry = <D extends unknown[]>(
  kind: SubmissionKind,
  more: { imports?: unknown[]; inject?: unknown[]; prepare?: (...deps: D) => SubmissionExtension['prepare'] } = {},
) =>
  submissionResource<[DomainEventBus, ...D]>(kind, {
    imports: (more.imports ?? []) as never[],
    inject: [DomainEventBus, ...((more.inject ?? []) as never[])] as never,
    make: (events, ...deps) => ({
      prepare: more.prepare?.(...(deps as D)),
      received: (doc) => events.publish('enquiry.received', { type: kind.key, id: String(doc._id), enquiry: doc }),
    }),
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
