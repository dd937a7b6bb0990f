// Screening questions (docs/behaviour.md §20): a job asks up to 10 questions (yes/no, short text, one choice of a
// list), each maybe required, and may name the answer that knocks a candidate out. The apply form and the API check
// the answers with the same schema, built here from the job's questions.
import { z } from 'zod';
import { jsonText } from './fields.js';
import { answersOf, YES_NO } from './screening-choices.js';

export { answersOf, YES_NO };

export const SCREENING_KINDS = ['yesno', 'text', 'choice'] as const;
export type ScreeningKind = (typeof SCREENING_KINDS)[number];
export const SCREENING_KIND_LABELS: Record<ScreeningKind, string> = { yesno: 'Yes or no', text: 'Short text', choice: 'One choice from a list' };

export const SCREENING_LIMITS = { questions: 10, options: 10, text: 300, option: 100, answer: 500 } as const;

const ID = /^[A-Za-z0-9_-]{1,40}$/;
/** A new question's id: random, so an answer sent from a form drawn before an edit never lands on another question. */
const newId = () => `q${Math.random().toString(36).slice(2, 10)}${Date.now().toString(36).slice(-4)}`;

/** The choices of a question, as the admin's form sends them (one per line) or as a list. */
const optionList = z.preprocess(
  (v) => (typeof v === 'string' ? v.split('\n') : v === undefined || v === null ? [] : v),
  z
    .array(z.string({ error: 'Each choice must be text' }).trim().max(SCREENING_LIMITS.option, `A choice is at most ${SCREENING_LIMITS.option} characters`), {
      error: 'Choices must be a list',
    })
    .transform((items) => [...new Set(items.filter(Boolean))]),
);

const question = z
  .object({
    id: z.string({ error: 'Invalid question ID' }).regex(ID, 'Invalid question ID').optional(),
    text: z
      .string({ error: 'Each screening question needs its text' })
      .trim()
      .min(1, 'Each screening question needs its text')
      .max(SCREENING_LIMITS.text, `A screening question is at most ${SCREENING_LIMITS.text} characters`),
    kind: z.enum(SCREENING_KINDS, { error: 'A screening question is yes/no, text or choice' }),
    options: optionList.optional(),
    required: z.preprocess(
      (v) => (v === 'true' ? true : v === 'false' || v === '' || v === undefined ? false : v),
      z.boolean({ error: 'required must be true or false' }),
    ),
    /** The answer that knocks a candidate out; none (or '') for none. */
    knockout: z.preprocess((v) => (v === '' ? null : v), z.string({ error: 'The knockout answer must be text' }).trim().nullable()).optional(),
  })
  .transform(({ id, text, kind, options = [], required, knockout }) => ({
    id: id ?? newId(),
    text,
    kind,
    options: kind === 'choice' ? options : [],
    required,
    knockout: knockout ?? null,
  }))
  .superRefine((q, ctx) => {
    const where = `“${q.text}”`;
    if (q.kind === 'choice' && q.options.length < 2) ctx.addIssue({ code: 'custom', message: `The question ${where} needs at least 2 choices` });
    if (q.options.length > SCREENING_LIMITS.options)
      ctx.addIssue({ code: 'custom', message: `The question ${where} has more than ${SCREENING_LIMITS.options} choices` });
    if (q.knockout === null) return;
    if (q.kind === 'text') ctx.addIssue({ code: 'custom', message: `The text question ${where} cannot have a knockout answer` });
    else if (!answersOf(q).includes(q.knockout))
      ctx.addIssue({ code: 'custom', message: `The knockout answer of ${where} must be one of its answers: ${answersOf(q).join(', ')}` });
  });

export type ScreeningQuestion = z.output<typeof question>;

const questionList = z
  .array(question, { error: 'Screening questions must be a list' })
  .max(SCREENING_LIMITS.questions, `A job has at most ${SCREENING_LIMITS.questions} screening questions`)
  .refine((list) => new Set(list.map((q) => q.id)).size === list.length, 'Two screening questions have the same ID');

/** A job's `questions`: JSON text (a multipart form) or a list; absent on a job stored before questions existed. */
export const jobQuestions = () => jsonText(questionList, 'Screening questions must be valid JSON');

/** A job's questions as stored (a job stored before questions has none). */
export const questionsOf = (job: object | null | undefined): ScreeningQuestion[] => {
  const list = (job as { questions?: unknown } | null | undefined)?.questions;
  return Array.isArray(list) ? (list as ScreeningQuestion[]) : [];
};

/** What a visitor may see of a question: never which answer knocks out. */
export const publicQuestion = ({ knockout: _, ...q }: ScreeningQuestion) => q;

const mustAnswer = (q: { text: string }) => `Please answer “${q.text}”`;

/** The schema of the answers to these questions (question id -> answer text): the apply form's and the API's. */
export function screeningAnswers(questions: readonly Pick<ScreeningQuestion, 'id' | 'text' | 'kind' | 'options' | 'required'>[]) {
  return z.object(
    Object.fromEntries(
      questions.map((q) => {
        const choices = answersOf(q);
        const text = z
          .string({ error: mustAnswer(q) })
          .trim()
          .max(SCREENING_LIMITS.answer, `The answer to “${q.text}” is at most ${SCREENING_LIMITS.answer} characters`)
          .refine((v) => !choices.length || v === '' || choices.includes(v), `Choose one of the answers to “${q.text}”: ${choices.join(', ')}`)
          .refine((v) => !q.required || v !== '', mustAnswer(q));
        return [q.id, q.required ? text : text.optional().transform((v) => v ?? '')];
      }),
    ),
    { error: 'Screening answers must name each question by its ID' },
  );
}

/** `answers` as an application sends it: JSON text of question id -> answer (checked against the job by the API). */
export const applicationAnswers = () =>
  jsonText(
    z.record(z.string(), z.unknown(), { error: 'Screening answers must be an object of question ID to answer' }),
    'Screening answers must be valid JSON',
  );

/** One answer as stored with the application: the question's words then, so a later edit of the job changes no history. */
export const screeningAnswer = z.object({ id: z.string(), question: z.string(), kind: z.enum(SCREENING_KINDS), answer: z.string(), knockout: z.boolean() });
export type ScreeningAnswer = z.output<typeof screeningAnswer>;

/** The stored answers to the job's questions and whether any knocks out; throws the first problem as a message. */
export function answerScreening(questions: readonly ScreeningQuestion[], sent: unknown): { screening: ScreeningAnswer[]; knockout: boolean } {
  const parsed = screeningAnswers(questions).safeParse(sent ?? {});
  if (!parsed.success) throw new ScreeningError(parsed.error.issues[0]?.message ?? 'Invalid screening answers');
  const answers = parsed.data as Record<string, string>;
  const screening = questions.map((q) => ({
    id: q.id,
    question: q.text,
    kind: q.kind,
    answer: answers[q.id] ?? '',
    knockout: q.knockout !== null && q.knockout !== undefined && answers[q.id] === q.knockout,
  }));
  return { screening, knockout: screening.some((a) => a.knockout) };
}

export class ScreeningError extends Error {}

/** The answers in one line (a CSV cell): "Question? Answer; …", a knockout answer marked. */
export const screeningText = (list: unknown): string =>
  Array.isArray(list)
    ? (list as ScreeningAnswer[]).map((a) => `${a.question} ${a.answer || '(not answered)'}${a.knockout ? ' [knockout]' : ''}`).join('; ')
    : '';
