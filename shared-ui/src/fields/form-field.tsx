// A labelled form field with its error message, wired for react-hook-form (`register(...)` spread into it). The
// message, a contract's English, shows in the page's language.
import { type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes, type TextareaHTMLAttributes, forwardRef, useId } from 'react';
import { useMessageText } from './message-text';

interface Base {
  label: string;
  error?: string;
}

function Field({ label, error, id, children }: Base & { id: string; children: ReactNode }) {
  // The error sits outside the label, so the control's name stays the label alone; it is linked by aria-describedby.
  const text = useMessageText();
  return (
    <div className="ui-field">
      <label htmlFor={id}>{label}</label>
      {children}
      {error && (
        <p className="ui-field__error" id={`${id}-error`} role="alert">
          {text(error)}
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

export const TextAreaField = forwardRef<HTMLTextAreaElement, Base & TextareaHTMLAttributes<HTMLTextAreaElement>>(function TextAreaField(
  { label, error, ...input },
  ref,
) {
  const id = useId();
  return (
    <Field label={label} error={error} id={id}>
      <textarea ref={ref} {...input} {...a11y(id, error)} />
    </Field>
  );
});

/** `optionLabel`: what an option says in the page's language; its value stays the one the API knows. */
export const SelectField = forwardRef<
  HTMLSelectElement,
  Base & SelectHTMLAttributes<HTMLSelectElement> & { options: readonly string[]; placeholder?: string; optionLabel?: (option: string) => string }
>(function SelectField({ label, error, options, placeholder, optionLabel, ...input }, ref) {
  const id = useId();
  return (
    <Field label={label} error={error} id={id}>
      <select ref={ref} {...input} {...a11y(id, error)}>
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((o) => (
          <option key={o} value={o}>
            {optionLabel ? optionLabel(o) : o}
          </option>
        ))}
      </select>
    </Field>
  );
});
