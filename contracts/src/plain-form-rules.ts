// The details step's rules of a candidate's forms, shared by the browser's forms and the shell's answer to their
// plain posts (plain-forms.ts).
import { bookingInput } from './drives.js';
import { requiredConsent } from './fields.js';
import { phoneApplicationInput } from './phone-apply.js';
import { type ScreeningQuestion, screeningAnswers } from './screening.js';

type Question = Omit<ScreeningQuestion, 'knockout'>;

/** A phone application's details step (the browser's form and the plain one): the contract's, less the proof the code step adds. */
export const phoneApplyDetails = (questions: readonly Question[]) =>
  phoneApplicationInput.omit({ phoneToken: true, jobId: true, source: true }).extend({ consent: requiredConsent, answers: screeningAnswers(questions) });

/** A drive booking's details step: the contract's, less the time (chosen above it), the job (chosen first) and the proof. */
export const driveBookingDetails = (questions: readonly Question[]) =>
  bookingInput
    .omit({ phoneToken: true, jobId: true, slot: true, source: true, answers: true })
    .extend({ consent: requiredConsent, answers: screeningAnswers(questions) });
