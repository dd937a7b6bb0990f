// An application's answers to its job's screening questions (docs/behaviour.md §20), as the questions read when the
// candidate applied; a knockout answer is marked.
import type { Language, ScreeningAnswer } from '@site/contracts';

/** `language`: the application's, in which the candidate typed their answers. */
export function ScreeningAnswers({ answers, language }: { answers: unknown; language?: Language }) {
  if (!Array.isArray(answers) || !answers.length) return null;
  return (
    <>
      <h2>Screening answers</h2>
      <dl className="admin-inbox-item__fields admin-screening" aria-label="Screening answers">
        {(answers as ScreeningAnswer[]).map((a) => (
          <div key={a.id} data-knockout={a.knockout || undefined}>
            <dt>{a.question}</dt>
            <dd lang={language}>
              {a.answer || <span className="admin-form__hint">Not answered</span>}
              {a.knockout && (
                <>
                  {' '}
                  <span className="admin-badge admin-badge--knockout">Knockout answer</span>
                </>
              )}
            </dd>
          </div>
        ))}
      </dl>
    </>
  );
}
