// A labelled form field with its error message, wired for react-hook-form (`register(...)` spread into it).
import { type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes, type TextareaHTMLAttributes, forwardRef, useId } from 'react';

interface Base {
  label: string;
  error?: string;
}

function Field({ label, error, id, children }: Base & { id: string; children: ReactNode }) {
  // The error sits outside the label, so the control's name stays the label alone; it is linked by aria-describedby.
  return (
    <div className="ui-field">
      <label htmlFor={id}>{label}</label>
      {children}
      {error && (
        <p className="ui-field__error" id={`${id}-error`} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

const a11y = (id: string, error?: string) => ({ id, 'aria-invalid': Boolean(error), 'aria-describedby': error ? `${id}-error` : undefined });

export const TextField = forwardRef<HTMLInputElement, Base & InputHTMLAttributes<HTMLInputElement>>(function TextField({ label, error, ...input }, ref) {
  const id = useId();
  return (
    <Field label={label} error={error} id={id}>
      <input ref={ref} {...input} {...a11y(id, error)} />
    </Field>
  );
});

export const TextAreaField = forwardRef<HTMLTextAreaElement, Base & TextareaHTMLAttributes<HTMLTextAreaElement>>(function TextAreaField({ label, error, ...input }, ref) {
  const id = useId();
  return (
    <Field label={label} error={error} id={id}>
      <textarea ref={ref} {...input} {...a11y(id, error)} />
    </Field>
  );
});

export const SelectField = forwardRef<HTMLSelectElement, Base & SelectHTMLAttributes<HTMLSelectElement> & { options: readonly string[]; placeholder?: string }>(
  function SelectField({ label, error, options, placeholder, ...input }, ref) {
    const id = useId();
    return (
      <Field label={label} error={error} id={id}>
        <select ref={ref} {...input} {...a11y(id, error)}>
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          {options.map((o) => (
            <option key={o} value={o}>
              {o}
            </option>
          ))}
        </select>
      </Field>
    );
  },
);
