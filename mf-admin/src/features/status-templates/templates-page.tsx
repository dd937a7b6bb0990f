// The e-mails that tell a candidate their application moved (docs/behaviour.md §18): one template per status, a
// subject and a body with placeholders, checked with the API's contract, and a preview with the newest application.
import { PLACEHOLDERS, type StatusTemplate, statusTemplateInput } from '@site/contracts';
import { ErrorState, errorMessage, Loading, toast } from '@site/shared-ui';
import { useEffect, useState } from 'react';
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
        Sent when an application moves to one of these statuses, unless the admin unticks “E-mail the candidate”. Placeholders: {PLACEHOLDERS.map((p) => `{${p}}`).join(', ')}. A blank line starts a
        new paragraph; the first paragraph is the heading.
      </p>
      {data.map((t) => (
        <TemplateForm key={`${t.status}:${t.updatedAt ?? ''}`} template={t} />
      ))}
    </section>
  );
}

function TemplateForm({ template }: { template: StatusTemplate }) {
  const [subject, setSubject] = useState(template.subject);
  const [body, setBody] = useState(template.body);
  const [problem, setProblem] = useState<string | null>(null);
  const [save, saving] = useSaveStatusTemplateMutation();
  const [preview, previewed] = useLazyTemplatePreviewQuery();
  const newest = useNewestApplicationQuery();
  const checked = () => {
    const parsed = statusTemplateInput.safeParse({ subject, body });
    setProblem(parsed.success ? null : (parsed.error.issues[0]?.message ?? 'Check the template'));
    return parsed.success ? parsed.data : null;
  };
  const id = `template-${template.status}`;
  return (
    <form
      className="admin-templates__form"
      aria-labelledby={id}
      onSubmit={(e) => {
        e.preventDefault();
        const input = checked();
        if (input) void save({ status: template.status, input }).unwrap().then((r) => toast.success(r.message), (err: unknown) => toast.error(errorMessage(err) ?? 'The template could not be saved'));
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
      {problem && <p role="alert" className="admin-templates__problem">{problem}</p>}
      <div className="admin-templates__actions">
        <button type="submit" className="ui-button ui-button--primary ui-button--small" disabled={saving.isLoading}>
          Save
        </button>
        <button
          type="button"
          className="ui-button ui-button--small"
          disabled={!newest.data}
          title={newest.data ? undefined : 'A preview needs an application'}
          onClick={() => {
            const input = checked();
            if (input && newest.data) void preview({ status: template.status, applicationId: newest.data.id, ...input });
          }}
        >
          Preview{newest.data ? ` with ${newest.data.name}` : ''}
        </button>
      </div>
      {previewed.data && !previewed.isFetching && (
        <div className="admin-templates__preview" aria-label={`Preview of the ${template.status} e-mail`}>
          <p>
            <strong>To:</strong> {previewed.data.to}
            <br />
            <strong>Subject:</strong> {previewed.data.subject}
          </p>
          <HtmlFrame title={`${template.status} e-mail as HTML`} html={previewed.data.html} />
          <details>
            <summary>Plain text</summary>
            <pre>{previewed.data.text}</pre>
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
    const made = URL.createObjectURL(new Blob([html], { type: 'text/html' }));
    setUrl(made);
    return () => URL.revokeObjectURL(made);
  }, [html]);
  // Same origin so the blob may load; no scripts run in it.
  return url ? <iframe title={title} sandbox="allow-same-origin" src={url} /> : null;
}
