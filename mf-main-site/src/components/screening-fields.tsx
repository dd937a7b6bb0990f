// The job's screening questions in the apply form (docs/behaviour.md §20): a yes/no or a choice as a list to pick
// from, a short text as a text box; the contract's messages show under each.
import type { ScreeningQuestion } from '@site/contracts';
import { answersOf } from '@site/contracts/screening-choices';
import { SelectField, t, TextField } from '@site/shared-ui';
import type { FieldErrors, FieldValues, UseFormRegister } from 'react-hook-form';

type Question = Omit<ScreeningQuestion, 'knockout'>;

// A yes/no question's answers keep their English values (the API's) and show in the page's language; a choice's
// answers come in the page's language with the job.
const answerLabel = (answer: string) => (answer === 'Yes' ? t('Yes') : answer === 'No' ? t('No') : answer);

export function ScreeningFields({
  questions,
  register,
  errors,
}: {
  questions: readonly Question[];
  register: UseFormRegister<FieldValues>;
  errors: FieldErrors;
}) {
  if (!questions.length) return null;
  const errorOf = (id: string) => {
    const e = (errors.answers as Record<string, { message?: string }> | undefined)?.[id];
    return typeof e?.message === 'string' ? e.message : undefined;
  };
  return (
    <fieldset className="main-apply__screening">
      <legend>{t('A few questions about this job')}</legend>
      {questions.map((q) => {
        const common = {
          label: q.required ? q.text : t('{question} (optional)', { question: q.text }),
          required: q.required,
          error: errorOf(q.id),
          ...register(`answers.${q.id}`),
        };
        return q.kind === 'text' ? (
          <TextField key={q.id} maxLength={500} {...common} />
        ) : (
          <SelectField key={q.id} options={answersOf(q)} optionLabel={answerLabel} placeholder={t('Choose an answer')} {...common} />
        );
      })}
    </fieldset>
  );
}
