// The add/edit form of every content screen: add starts empty, edit starts from the row; files are previewed
// before saving and a progress bar shows while they are sent; the server's messages are shown.
import { zodResolver } from '@hookform/resolvers/zod';
import { type ContentKey, translationsInput } from '@site/contracts';
import { DEFAULT_BUSINESS_HOURS } from '@site/contracts/constants';
import { RESOURCE_AREAS } from '@site/contracts';
import { SelectField, TextAreaField, TextField, toast, useAddMutation, useEditMutation, useUpload } from '@site/shared-ui';
import { useId, useMemo, useState } from 'react';
import { type Resolver, useForm, useWatch } from 'react-hook-form';
import { failureText } from '../../lib/failure-text';
import { useRole } from '../../lib/may-open';
import { TranslationsSection } from '../../components/translations/translations-section';
import { useTranslationDraft } from '../../components/translations/use-translation-draft';
import { FileInput } from './file-input';
import { QuestionFields, questionsError, questionValuesOf } from './question-fields';
import { translatableFieldsOf } from './screen-translations';
import { BusinessHoursFields, FaqFields } from './service-extras';
import type { ScreenDef, TextFieldDef, Values } from './types';

type Row = Record<string, unknown> & { _id: string };

const asList = (v: unknown): string[] => (Array.isArray(v) ? v.map(String) : typeof v === 'string' && v ? [v] : []);

function initialValue(f: TextFieldDef, row: Row | undefined): string {
  if (!row) return f.defaultValue ?? '';
  const v = row[f.name];
  // An item stored before the field existed reads as a new one starts (a job's CV requirement: optional).
  if (v === undefined || v === null) return f.defaultValue ?? '';
  if (f.commaList) return asList(v).join(', ');
  if (f.firstOfList) return asList(v)[0] ?? '';
  if (f.kind === 'date' && typeof v === 'string') return v.slice(0, 10);
  return String(v);
}

function initialValues(def: ScreenDef, row: Row | undefined): Values {
  const values: Values = Object.fromEntries(def.fields.map((f) => [f.name, initialValue(f, row)]));
  if (def.serviceExtras) {
    values.businessHours = JSON.parse(JSON.stringify((row?.businessHours as typeof DEFAULT_BUSINESS_HOURS | undefined) ?? DEFAULT_BUSINESS_HOURS));
    // Each FAQ keeps its _id, so the server keeps it too.
    values.faqs = ((row?.faqs as Array<{ _id?: string; question: string; answer: string }> | undefined) ?? []).map(({ _id, question, answer }) => ({
      _id,
      question,
      answer,
    }));
  }
  if (def.questionEditor) values.questions = questionValuesOf(row?.questions);
  return values;
}

export interface ResourceFormProps {
  def: ScreenDef;
  row?: Row;
  onDone: () => void;
}

export function ResourceForm({ def, row, onDone }: ResourceFormProps) {
  const mode = row ? 'edit' : 'add';
  const { register, handleSubmit, control, formState } = useForm<Values>({
    defaultValues: initialValues(def, row),
    resolver: def.schema ? (zodResolver(def.schema as never, undefined, { raw: true }) as unknown as Resolver<Values>) : undefined,
  });
  const [files, setFiles] = useState<Record<string, File[]>>({});
  const [fileErrors, setFileErrors] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const { upload, progress } = useUpload();
  const [add, addState] = useAddMutation();
  const [edit, editState] = useEditMutation();
  const busy = progress !== null || addState.isLoading || editState.isLoading || formState.isSubmitting;
  const noun = def.errorNoun ?? def.noun.toLowerCase();
  const needsId = useId();
  const watched = useWatch({ control });
  // Save is disabled until what the screen needs is there (a file only when adding).
  const missing = (def.saveNeeds ?? []).filter((name) =>
    def.files?.some((f) => f.name === name) ? mode === 'add' && !files[name]?.length : !String(watched[name] ?? ''),
  );
  // Translations are edited by whoever may edit the item: an editor's site covers all its languages.
  const mayTranslate = useRole().may(RESOURCE_AREAS[def.key]);
  const translatable = useMemo(() => (mayTranslate ? translatableFieldsOf(def, row) : []), [def, row, mayTranslate]);
  const translations = useTranslationDraft(translatable, row);
  /** The English of each translatable field as the form holds it now (a field the form does not edit, as stored). */
  const englishNow = Object.fromEntries(translatable.map((f) => [f.name, f.name in watched ? watched[f.name] : row?.[f.name]]));
  const labelOf = (name: string) => [...def.fields, ...(def.files ?? [])].find((f) => f.name === name)?.label ?? name;

  const pickFiles = (name: string, list: File[]) => {
    const f = def.files!.find((x) => x.name === name)!;
    if (f.max && list.length > f.max) {
      const msg = f.tooMany ?? `At most ${f.max} files`;
      toast.warn(msg);
      setFileErrors((e) => ({ ...e, [name]: msg }));
      setFiles((s) => ({ ...s, [name]: list.slice(0, f.max) }));
      return;
    }
    setFileErrors(({ [name]: _, ...rest }) => rest);
    setFiles((s) => ({ ...s, [name]: list }));
  };

  const fileProblem = () => {
    for (const f of def.files ?? []) {
      if (fileErrors[f.name]) return fileErrors[f.name]!;
      if (mode === 'add' && f.requiredOnAdd && !files[f.name]?.length) return f.requiredOnAdd;
    }
    return null;
  };

  /** The translations to send, checked as the API checks them (each value by its English field's rule). */
  const translationsProblem = (edit: unknown) => {
    if (!edit) return null;
    const parsed = translationsInput(def.key as ContentKey).safeParse(edit);
    return parsed.success ? null : (parsed.error.issues[0]?.message ?? 'Check the translations');
  };

  const onSubmit = handleSubmit(async (values) => {
    const translationsEdit = translations.edit(englishNow);
    const found = fileProblem() ?? translationsProblem(translationsEdit);
    setProblem(found);
    if (found) {
      toast.warn(found);
      return;
    }
    try {
      let message: string;
      if (def.multipart) {
        const body = new FormData();
        for (const f of def.fields) body.append(f.name, String(values[f.name] ?? ''));
        if (def.serviceExtras) {
          body.append('businessHours', JSON.stringify(values.businessHours));
          const faqs = (values.faqs as Array<{ question: string; answer: string }>).filter((q) => q.question.trim() || q.answer.trim());
          body.append('faqs', JSON.stringify(faqs));
        }
        if (translationsEdit) body.append('translations', JSON.stringify(translationsEdit));
        for (const [name, list] of Object.entries(files)) list.forEach((file) => body.append(name, file));
        message = (await upload({ key: def.key, id: row?._id, body })).message;
      } else {
        const body = {
          ...Object.fromEntries(def.fields.map((f) => [f.name, values[f.name]])),
          ...(def.questionEditor ? { questions: values.questions } : {}),
          ...(translationsEdit && { translations: translationsEdit }),
        };
        message = row ? (await edit({ key: def.key, id: row._id, body }).unwrap()).message : (await add({ key: def.key, body }).unwrap()).message;
      }
      toast.success((row ? def.messages?.updated : def.messages?.added) ?? message);
      onDone();
    } catch (err) {
      const text = failureText(err, mode === 'add' ? 'add' : 'update', noun, def.messages);
      toast.error(text);
      setProblem(text);
    }
  });

  const err = (name: string) => {
    const e = formState.errors[name];
    return typeof e?.message === 'string' ? e.message : undefined;
  };

  return (
    <form className="ui-form admin-form" onSubmit={onSubmit} noValidate>
      <div className="ui-form__row">
        {def.fields.map((f) => {
          const common = { label: f.label, error: err(f.name), 'aria-required': f.required || undefined, ...register(f.name) };
          if (f.kind === 'textarea') return <TextAreaField key={f.name} rows={f.rows ?? 3} {...common} />;
          if (f.kind === 'select')
            return (
              <SelectField
                key={f.name}
                options={f.options ?? []}
                optionLabel={f.optionLabels && ((o) => f.optionLabels?.[o] ?? o)}
                placeholder={f.defaultValue ? undefined : 'Choose...'}
                {...common}
              />
            );
          return <TextField key={f.name} type={f.kind} {...common} />;
        })}
      </div>
      {def.files?.map((f) => (
        <FileInput
          key={f.name}
          def={f}
          files={files[f.name] ?? []}
          onChange={(list) => pickFiles(f.name, list)}
          error={fileErrors[f.name]}
          required={mode === 'add' && Boolean(f.requiredOnAdd)}
          hint={mode === 'edit' ? def.editImageHint : undefined}
          stored={mode === 'edit' && def.previewStoredImages !== false ? asList(row?.[f.name]) : []}
        />
      ))}
      {def.serviceExtras && (
        <>
          <BusinessHoursFields register={register} />
          <FaqFields control={control} register={register} />
        </>
      )}
      {def.questionEditor && <QuestionFields control={control} register={register} error={questionsError(formState.errors)} />}
      {translatable.length > 0 && <TranslationsSection fields={translatable} english={englishNow} doc={row} translations={translations} />}
      {problem && (
        <p className="ui-alert" role="alert">
          {problem}
        </p>
      )}
      {progress !== null && (
        <div className="admin-progress">
          <label htmlFor="admin-upload-progress">Uploading... {progress}%</label>
          <progress id="admin-upload-progress" max={100} value={progress} />
        </div>
      )}
      <div className="admin-form__actions">
        <button type="button" className="ui-button" onClick={onDone}>
          Cancel
        </button>
        <button
          type="submit"
          className="ui-button ui-button--primary"
          disabled={busy || missing.length > 0}
          aria-describedby={missing.length > 0 ? needsId : undefined}
        >
          {busy ? 'Saving...' : 'Save'}
        </button>
      </div>
      {missing.length > 0 && (
        <p className="admin-form__hint admin-form__needs" id={needsId}>
          Needed to save: {missing.map(labelOf).join(', ')}.
        </p>
      )}
    </form>
  );
}
