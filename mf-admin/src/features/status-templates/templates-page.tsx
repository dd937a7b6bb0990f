// The e-mails that tell a candidate their application moved (docs/behaviour.md §18): one template per status, a
// subject and a body with placeholders, each in English beside its Hindi and Marathi (a candidate gets the language
// they applied in), checked with the API's contract, and a preview in each language with the newest application;
// beside them, the SMS of each language with what it costs (sms-fields.tsx).
import { type Language, LANGUAGE_NAMES, LANGUAGES, PLACEHOLDERS, type StatusTemplate, statusTemplateInput, templateDraft } from '@site/contracts';
import { ErrorState, errorMessage, Loading, toast } from '@site/shared-ui';
import { useEffect, useState } from 'react';
import { textField } from '../../components/translations/translatable-fields';
import { fallbackText, type TranslatableDoc } from '../../components/translations/translation-draft';
import { TranslationsSection } from '../../components/translations/translations-section';
import { useTranslationDraft } from '../../components/translations/use-translation-draft';
import { withDevanagariType } from './email-type';
import { SmsFields, smsEdit, smsProblem } from './sms-fields';
import { useLazyTemplatePreviewQuery, useNewestApplicationQuery, useSaveStatusTemplateMutation, useStatusTemplatesQuery } from './templates-api';
import './templates.css';

export function TemplatesPage() {
  const { data, isLoading, isError, refetch } = useStatusTemplatesQuery();
  if (isError) return <ErrorState title="The templates could not be loaded" onRetry={() => void refetch()} />;
  if (isLoading || !data) return <Loading />;
  return (
    <section className="admin-screen admin-templates">
      <header className="admin-screen__header" data-toasts-below="">
        <h1>Candidate e-mails</h1>
      </header>
      <p>
        Sent when an application moves to one of these statuses, unless the admin unticks “E-mail the candidate”; a candidate who applied with a proved mobile
        number gets the SMS too. Placeholders: {PLACEHOLDERS.map((p) => `{${p}}`).join(', ')}. A blank line starts a new paragraph; the first paragraph is the
        heading.
      </p>
      {data.map((t) => (
        <TemplateForm key={`${t.status}:${t.updatedAt ?? ''}`} template={t} />
      ))}
    </section>
  );
}

/** A template's translated fields. */
const TRANSLATED = [textField({ name: 'subject', label: 'Subject' }), textField({ name: 'body', label: 'Body', kind: 'textarea', rows: 7 })];

function TemplateForm({ template }: { template: StatusTemplate }) {
  const [subject, setSubject] = useState(template.subject);
  const [body, setBody] = useState(template.body);
  const [sms, setSms] = useState(template.sms);
  const [problem, setProblem] = useState<string | null>(null);
  const [save, saving] = useSaveStatusTemplateMutation();
  const [preview, previewed] = useLazyTemplatePreviewQuery();
  const newest = useNewestApplicationQuery();
  const doc = template as unknown as TranslatableDoc;
  const translations = useTranslationDraft(TRANSLATED, doc);
  const english = { subject, body };
  const check = <T,>(parsed: { success: true; data: T } | { success: false; error: { issues: Array<{ message: string }> } }) => {
    setProblem(parsed.success ? null : (parsed.error.issues[0]?.message ?? 'Check the template'));
    return parsed.success ? parsed.data : null;
  };
  const checked = () => {
    const problem = smsProblem(sms);
    if (problem) {
      setProblem(problem);
      return null;
    }
    return check(statusTemplateInput.safeParse({ subject, body, translations: translations.edit(english), sms: smsEdit(template.sms, sms) }));
  };
  /** The words of `language` as the candidate would get them now: an empty translation falls back. */
  const draftIn = (language: Language) => {
    if (language === 'en') return check(templateDraft('en').safeParse(english));
    const text = (field: 'subject' | 'body') => {
      const typed = translations.draft[language].texts[field]?.[''] ?? '';
      return typed.trim() ? typed : fallbackText(translations.draft, language, field, '', english[field]);
    };
    return check(templateDraft(language).safeParse({ subject: text('subject'), body: text('body') }));
  };
  const id = `template-${template.status}`;
  return (
    <form
      className="admin-templates__form"
      aria-labelledby={id}
      onSubmit={(e) => {
        e.preventDefault();
        const input = checked();
        if (input)
          void save({ status: template.status, input })
            .unwrap()
            .then(
              (r) => toast.success(r.message),
              (err: unknown) => toast.error(errorMessage(err) ?? 'The template could not be saved'),
            );
      }}
    >
      <h2 id={id}>{template.status}</h2>
      <label>
        Subject
        <input name="subject" value={subject} maxLength={200} onChange={(e) => setSubject(e.target.value)} />
      </label>
      <label>
        Body
        <textarea name="body" value={body} rows={7} maxLength={5000} onChange={(e) => setBody(e.target.value)} />
      </label>
      <TranslationsSection
        fields={TRANSLATED}
        english={english}
        doc={doc}
        translations={translations}
        intro="What candidates who applied in Hindi or Marathi get. A field left empty sends the text in grey: Marathi falls back to Hindi, then English."
      />
      <SmsFields
        status={template.status}
        sms={sms}
        onChange={(next) => {
          setSms(next);
          setProblem(null);
        }}
      />
      {problem && (
        <p role="alert" className="admin-templates__problem">
          {problem}
        </p>
      )}
      <div className="admin-templates__actions">
        <button type="submit" className="ui-button ui-button--primary ui-button--small" disabled={saving.isLoading}>
          Save
        </button>
        {LANGUAGES.map((language) => (
          <button
            key={language}
            type="button"
            className="ui-button ui-button--small"
            disabled={!newest.data}
            title={newest.data ? undefined : 'A preview needs an application'}
            onClick={() => {
              const draft = draftIn(language);
              if (draft && newest.data) void preview({ status: template.status, applicationId: newest.data.id, lang: language, ...draft });
            }}
          >
            {language === 'en' ? `Preview${newest.data ? ` with ${newest.data.name}` : ''}` : `Preview in ${LANGUAGE_NAMES[language].english}`}
          </button>
        ))}
      </div>
      {previewed.data && !previewed.isFetching && (
        <div className="admin-templates__preview" aria-label={`Preview of the ${template.status} e-mail`}>
          <p className="admin-templates__language">In {LANGUAGE_NAMES[previewed.data.language ?? 'en'].english}</p>
          <p>
            <strong>To:</strong> {previewed.data.to}
            <br />
            <strong>Subject:</strong> <span lang={previewed.data.language}>{previewed.data.subject}</span>
          </p>
          <HtmlFrame title={`${template.status} e-mail as HTML`} html={previewed.data.html} />
          <details>
            <summary>Plain text</summary>
            <pre lang={previewed.data.language}>{previewed.data.text}</pre>
          </details>
        </div>
      )}
    </form>
  );
}

/** The e-mail's HTML in a sandboxed frame, from a blob: the pages' security policy allows frames from blobs only. */
function HtmlFrame({ title, html }: { title: string; html: string }) {
  const [url, setUrl] = useState<string>();
  useEffect(() => {
    const made = URL.createObjectURL(new Blob([withDevanagariType(html)], { type: 'text/html' }));
    setUrl(made);
    return () => URL.revokeObjectURL(made);
  }, [html]);
  // Same origin so the blob may load; no scripts run in it.
  return url ? <iframe title={title} sandbox="allow-same-origin" src={url} /> : null;
}
