// The buttons under a back-office form: Cancel when it can be left, and the submit button, which says what it is doing
// while the form is sent.
export function SaveActions({
  busy,
  onCancel,
  label = 'Save',
  busyLabel = 'Saving...',
  tone = 'primary',
}: {
  busy: boolean;
  onCancel?: () => void;
  label?: string;
  busyLabel?: string;
  tone?: 'primary' | 'danger';
}) {
  return (
    <div className="admin-form__actions">
      {onCancel && (
        <button type="button" className="ui-button" onClick={onCancel}>
          Cancel
        </button>
      )}
      <button type="submit" className={`ui-button ui-button--${tone}`} disabled={busy}>
        {busy ? busyLabel : label}
      </button>
    </div>
  );
}
