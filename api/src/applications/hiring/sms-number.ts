import type { Doc } from '../../common/resource/resource.service.js';

/** The number an application's candidate is told on by SMS: one proved by a code (docs/behaviour.md §16.1), else null. */
export const smsNumberOf = (application: Doc): string | null =>
  application.phoneVerified === true && typeof application.candidate === 'string' ? application.candidate : null;
