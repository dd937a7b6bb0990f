// The visitors' submissions: anyone sends one, only the back office reads them, their files are private, and every
// one has the same pipeline (submission-hooks.ts). The three enquiry types are declared here; job applications, which
// add a job and a private link, in the applications room through `submissionResource`.
import type { SubmissionKey } from '@site/contracts';
import { defineResource, hooksFrom, type ResourceDefinition, type ResourceRules } from '../common/resource/resource-definition.js';
import { BookedServices, BookedServicesModule } from './booked-services.js';
import { SubmissionParts } from './submission-parts.js';
import { SubmissionStoreModule } from './submission-store.module.js';
import { type SubmissionExtension, submissionHooks } from './submission-hooks.js';

export type { SubmissionExtension };

const SUBMISSION_RULES: ResourceRules = { access: { read: 'admin', add: 'public' }, files: 'private', cached: false, newestFirst: true, visitorForm: true };

/** A submission type's resource; `extension` adds its own part, made of providers its `imports` export. */
export function submissionResource<D extends unknown[]>(
  key: SubmissionKey,
  extension?: {
    imports: NonNullable<Parameters<typeof hooksFrom>[0]['imports']>;
    inject: { [K in keyof D]: Parameters<typeof hooksFrom>[0]['inject'][number] };
    make: (...deps: D) => SubmissionExtension;
  },
): ResourceDefinition {
  const hooks = hooksFrom<[SubmissionParts, ...D]>({
    imports: [SubmissionStoreModule, ...(extension?.imports ?? [])],
    inject: [SubmissionParts, ...((extension?.inject ?? []) as { [K in keyof D]: never })],
    make: (model, parts, ...deps) => submissionHooks(key, model, parts, extension?.make(...(deps as D)) ?? {}),
  });
  return defineResource(key, SUBMISSION_RULES, { hooks });
}

export const ENQUIRY_KEYS = ['ServiceEnquiry', 'homeEnquiry', 'userContact'] as const satisfies readonly SubmissionKey[];

/** The home and service enquiries and the contact messages; a booking stores its service's English name. */
export const ENQUIRIES = {
  ServiceEnquiry: submissionResource<[BookedServices]>('ServiceEnquiry', {
    imports: [BookedServicesModule],
    inject: [BookedServices],
    make: (services) => ({ prepare: (data) => services.bookingOf(data) }),
  }),
  homeEnquiry: submissionResource('homeEnquiry'),
  userContact: submissionResource('userContact'),
} satisfies Record<(typeof ENQUIRY_KEYS)[number], ResourceDefinition>;
