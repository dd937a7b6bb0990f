// The hiring desk's facts: an admin's interview changes and status e-mail templates, published by `Interviews` and
// `StatusTemplates` once stored and e-mailed; the audit log listens. Interviews cancelled with a withdrawal are part
// of that stage move, not told here.
import type { SubmissionKey, TemplateStatus } from '@site/contracts';
import type { TokenPayload } from '../../common/auth/requests.js';

export type InterviewAction = 'scheduled' | 'rescheduled' | 'cancelled';

declare module '../../common/events/domain-events.js' {
  interface DomainEvents {
    /** `type` and `id`: the application; `interviewId`: the interview (its calendar event). */
    'interview.changed': { type: SubmissionKey; id: string; interviewId: string; action: InterviewAction; actor: TokenPayload };
    /** A status e-mail's template was saved, in one or more of its languages. */
    'statusTemplate.saved': { status: TemplateStatus; actor: TokenPayload };
  }
}
