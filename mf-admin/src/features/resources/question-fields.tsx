// A job's screening questions (docs/behaviour.md §20): up to 10, each yes/no, short text or one choice of a list,
// maybe required, maybe with the answer that knocks a candidate out. The contract checks them, here and on the API.
import { answersOf, SCREENING_KIND_LABELS, SCREENING_KINDS, SCREENING_LIMITS, type ScreeningKind } from '@site/contracts';
import { type Control, type FieldErrors, useFieldArray, type UseFormRegister, useWatch } from 'react-hook-form';
import { FiPlus, FiTrash2 } from 'react-icons/fi';
import type { Values } from './types';

/** A question as the form edits it: its choices one per line, no knockout as ''. */
export interface QuestionValues {
  id?: string;
  text: string;
  kind: ScreeningKind;
  options: string;
  required: boolean;
  knockout: string;
}

export const questionValuesOf = (stored: unknown): QuestionValues[] =>
  (Array.isArray(stored) ? stored : []).map(
    (q: { id?: string; text?: string; kind?: ScreeningKind; options?: string[]; required?: boolean; knockout?: string | null }) => ({
      id: q.id,
      text: q.text ?? '',
      kind: q.kind ?? 'yesno',
      options: (q.options ?? []).join('\n'),
      required: Boolean(q.required),
      knockout: q.knockout ?? '',
    }),
  );

/** The first message the contract gave about the questions (the list's own, or one question's). */
export function questionsError(errors: FieldErrors<Values>): string | undefined {
  const walk = (e: unknown): string | undefined => {
    if (!e || typeof e !== 'object') return undefined;
    const { message } = e as { message?: unknown };
    if (typeof message === 'string' && message) return message;
    for (const v of Object.values(e as object)) {
      const found = walk(v);
      if (found) return found;
    }
    return undefined;
  };
  return walk(errors.questions);
}

export function QuestionFields({ control, register, error }: { control: Control<Values>; register: UseFormRegister<Values>; error?: string }) {
  const { fields, append, remove } = useFieldArray({ control, name: 'questions' as never });
  const values = (useWatch({ control, name: 'questions' as never }) ?? []) as unknown as QuestionValues[];
  const full = fields.length >= SCREENING_LIMITS.questions;
  return (
    <fieldset className="admin-fieldset" aria-describedby={error ? 'admin-questions-error' : undefined}>
      <legend>Screening questions</legend>
      {fields.length === 0 && <p className="admin-form__hint">No questions: candidates apply without answering any.</p>}
      {fields.map((f, i) => {
        const q = values[i] ?? { kind: 'yesno', options: '' };
        const answers = answersOf({
          kind: q.kind,
          options: String(q.options ?? '')
            .split('\n')
            .map((o) => o.trim())
            .filter(Boolean),
        });
        const n = i + 1;
        return (
          <div key={f.id} className="admin-question" role="group" aria-label={`Screening question ${n}`}>
            <div className="ui-field admin-question__text">
              <label htmlFor={`question-text-${i}`}>Question {n}</label>
              <input id={`question-text-${i}`} maxLength={SCREENING_LIMITS.text} {...register(`questions.${i}.text`)} />
            </div>
            <div className="ui-field">
              <label htmlFor={`question-kind-${i}`}>Answer type {n}</label>
              <select id={`question-kind-${i}`} {...register(`questions.${i}.kind`)}>
                {SCREENING_KINDS.map((k) => (
                  <option key={k} value={k}>
                    {SCREENING_KIND_LABELS[k]}
                  </option>
                ))}
              </select>
            </div>
            {q.kind === 'choice' && (
              <div className="ui-field admin-question__options">
                <label htmlFor={`question-options-${i}`}>Choices {n} (one per line)</label>
                <textarea id={`question-options-${i}`} rows={3} {...register(`questions.${i}.options`)} />
              </div>
            )}
            {q.kind !== 'text' && (
              <div className="ui-field">
                <label htmlFor={`question-knockout-${i}`}>Knockout answer {n}</label>
                <select id={`question-knockout-${i}`} {...register(`questions.${i}.knockout`)}>
                  <option value="">None</option>
                  {answers.map((a) => (
                    <option key={a} value={a}>
                      {a}
                    </option>
                  ))}
                </select>
              </div>
            )}
            <label className="admin-question__required">
              <input type="checkbox" {...register(`questions.${i}.required`)} /> Required
            </label>
            <button type="button" className="ui-button ui-button--small" aria-label={`Remove question ${n}`} onClick={() => remove(i)}>
              <FiTrash2 aria-hidden />
            </button>
          </div>
        );
      })}
      {error && (
        <p className="ui-field__error" id="admin-questions-error" role="alert">
          {error}
        </p>
      )}
      <button
        type="button"
        className="ui-button ui-button--small"
        disabled={full}
        onClick={() => append({ text: '', kind: 'yesno', options: '', required: true, knockout: '' } satisfies QuestionValues as never)}
      >
        <FiPlus aria-hidden /> {full ? `At most ${SCREENING_LIMITS.questions} questions` : 'Add question'}
      </button>
    </fieldset>
  );
}
