// One field in one language, beside its English: an input per cell (a structured field's items stay as in English),
// what an empty input shows readers, and, when the English changed since the translation, the English it was
// translated from and a Confirm that keeps the translation as it is.
import { LANGUAGE_NAMES, translationState, type TranslatedLanguage } from '@site/contracts';
import { useId } from 'react';
import type { Cell, TranslatableField } from './translatable-fields';
import { fallbackLanguage, fallbackText, fieldChanged, type TranslatableDoc } from './translation-draft';
import type { TranslationDraft } from './use-translation-draft';

export interface TranslationFieldProps {
  field: TranslatableField;
  language: TranslatedLanguage;
  /** The field's English as the form holds it now. */
  english: unknown;
  doc?: TranslatableDoc;
  translations: TranslationDraft;
}

/** Whether the field waits for the translator: missing (nothing typed) or source changed (neither updated nor confirmed). */
export function needsWork({
  field,
  language,
  english,
  doc,
  translations: { draft, initial },
}: Omit<TranslationFieldProps, 'translations'> & { translations: Pick<TranslationDraft, 'draft' | 'initial'> }): boolean {
  const cells = field.cells(english);
  if (!cells.some((c) => c.text.trim())) return false;
  const typed = cells.some((c) => (draft[language].texts[field.name]?.[c.key] ?? '').trim());
  const state = doc ? translationState(doc, language, field.name) : 'missing';
  if (state === 'source-changed') return !fieldChanged(draft, initial, language, field.name) && !draft[language].confirmed.includes(field.name);
  return !typed;
}

export function TranslationField({ field, language, english, doc, translations }: TranslationFieldProps) {
  const { draft, initial, setConfirmed } = translations;
  // A structured field says once what its empty boxes show; a plain one says it under its box.
  const hintId = useId();
  const cells = field.cells(english);
  const blocked = field.blocked?.(english);
  const name = LANGUAGE_NAMES[language].english;
  const changed = fieldChanged(draft, initial, language, field.name);
  const sourceChanged = doc ? translationState(doc, language, field.name) === 'source-changed' : false;
  const confirmed = draft[language].confirmed.includes(field.name);
  // The English each cell was translated from, shown where it differs from the English now.
  const was = sourceChanged ? new Map(field.cells(doc?.translations?.[language]?.sources[field.name]).map((c) => [c.key, c.text])) : undefined;
  const structured = cells.length !== 1 || cells[0]!.key !== '';
  if (structured && cells.length === 0 && !blocked) return null;

  const marker = sourceChanged && !changed && (
    <div className="admin-tr__changed" data-confirmed={confirmed || undefined}>
      {confirmed ? (
        <p>
          <strong>Confirmed</strong>: saved as translated from the English of now.{' '}
          <button type="button" className="ui-button ui-button--small" onClick={() => setConfirmed(language, field.name, false)}>
            Undo
          </button>
        </p>
      ) : (
        <p>
          <span className="admin-badge admin-tr__badge" data-state="source-changed">
            Source changed
          </span>{' '}
          The English changed since this was translated: update the {name}, or confirm it still fits.{' '}
          <button
            type="button"
            className="ui-button ui-button--small"
            aria-label={`Confirm the ${name} ${field.label.toLowerCase()}`}
            onClick={() => setConfirmed(language, field.name, true)}
          >
            Confirm
          </button>
        </p>
      )}
    </div>
  );

  const rows = blocked ? (
    <p className="admin-form__hint">{blocked}</p>
  ) : (
    cells.map((cell, i) => (
      <div key={cell.key} className="admin-tr__group-row">
        {structured && cell.group && cell.group !== cells[i - 1]?.group && <h4 className="admin-tr__group">{cell.group}</h4>}
        <CellRow cell={cell} field={field} language={language} was={was?.get(cell.key)} translations={translations} hintId={structured ? hintId : undefined} />
      </div>
    ))
  );

  return structured ? (
    <fieldset className="admin-tr__field" data-field={field.name}>
      <legend>{field.label}</legend>
      {!blocked && (
        <p className="admin-form__hint" id={hintId}>
          The items stay as in English; only their words are translated. A box left empty keeps the text in grey.
        </p>
      )}
      {marker}
      {rows}
    </fieldset>
  ) : (
    <div className="admin-tr__field" data-field={field.name}>
      {rows}
      {marker}
    </div>
  );
}

function CellRow({
  cell,
  field,
  language,
  was,
  translations: { draft, setText },
  hintId,
}: {
  cell: Cell;
  field: TranslatableField;
  language: TranslatedLanguage;
  was?: string;
  translations: TranslationDraft;
  hintId?: string;
}) {
  const id = useId();
  const value = draft[language].texts[field.name]?.[cell.key] ?? '';
  const fallback = fallbackText(draft, language, field.name, cell.key, cell.text);
  const from = LANGUAGE_NAMES[fallbackLanguage(draft, language, field.name, cell.key)].english;
  const input = {
    id,
    lang: language,
    value,
    placeholder: fallback,
    'aria-describedby': hintId ?? (value.trim() ? undefined : `${id}-hint`),
    onChange: (e: { target: { value: string } }) => setText(language, field.name, cell.key, e.target.value),
  };
  return (
    <div className="admin-tr__row">
      <div className="admin-tr__english">
        <span className="admin-tr__label">{cell.label} · English</span>
        <p lang="en">{cell.text || '—'}</p>
        {was !== undefined && was !== cell.text && (
          <p className="admin-tr__was">
            Translated from: <del lang="en">{was || '(empty)'}</del>
          </p>
        )}
      </div>
      <div className="ui-field admin-tr__input">
        <label htmlFor={id}>
          {cell.label} in {LANGUAGE_NAMES[language].english}
        </label>
        {cell.multiline ? <textarea rows={cell.rows ?? 3} {...input} /> : <input {...input} />}
        {!hintId && !value.trim() && (
          <p className="admin-form__hint" id={`${id}-hint`}>
            Left empty, readers see the {from}
            {fallback ? '' : ' (empty)'}.
          </p>
        )}
      </div>
    </div>
  );
}
