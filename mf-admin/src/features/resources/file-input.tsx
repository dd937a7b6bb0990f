// An image input with a preview of what will be sent, and of what is stored now (when the screen shows it).
import { ImageWithFallback } from '@site/shared-ui';
import { useEffect, useId, useMemo } from 'react';
import type { FileFieldDef } from './types';

export interface FileInputProps {
  def: FileFieldDef;
  files: File[];
  onChange: (files: File[]) => void;
  stored?: string[];
  hint?: string;
  error?: string;
  required?: boolean;
}

export function FileInput({ def, files, onChange, stored = [], hint, error, required }: FileInputProps) {
  const id = useId();
  const previews = useMemo(() => files.map((f) => ({ name: f.name, url: URL.createObjectURL(f) })), [files]);
  useEffect(() => () => previews.forEach((p) => URL.revokeObjectURL(p.url)), [previews]);
  const many = (def.max ?? 1) > 1;
  return (
    <div className="ui-field admin-file">
      <label htmlFor={id}>
        {def.label}
        {many ? ` (up to ${def.max})` : ''}
      </label>
      <input
        id={id}
        name={def.name}
        type="file"
        accept="image/*"
        multiple={many}
        aria-invalid={Boolean(error)}
        aria-describedby={error ? `${id}-error` : hint ? `${id}-hint` : undefined}
        aria-required={required || undefined}
        onChange={(e) => onChange([...(e.target.files ?? [])])}
      />
      {hint && (
        <p className="admin-form__hint" id={`${id}-hint`}>
          {hint}
        </p>
      )}
      {error && (
        <p className="ui-field__error" id={`${id}-error`} role="alert">
          {error}
        </p>
      )}
      {(previews.length > 0 || stored.length > 0) && (
        <ul className="admin-previews" aria-label={`${def.label} preview`}>
          {previews.length > 0
            ? previews.map((p) => (
                <li key={p.url}>
                  <img src={p.url} alt={`New: ${p.name}`} width={72} height={72} />
                </li>
              ))
            : stored.map((s) => (
                <li key={s}>
                  <ImageWithFallback src={s} alt={`Current ${def.label.toLowerCase()}`} width={72} height={72} />
                </li>
              ))}
        </ul>
      )}
    </div>
  );
}
