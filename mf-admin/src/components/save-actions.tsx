// The Cancel and Save buttons under a back-office form.
export function SaveActions({ busy, onCancel, label = 'Save' }: { busy: boolean; onCancel?: () => void; label?: string }) {
  return (
    <div className="admin-form__actions">
      {onCancel && (
        <button type="button" className="ui-button" onClick={onCancel}>
          Cancel
        </button>
      )}
      <button type="submit" className="ui-button ui-button--primary" disabled={busy}>
        {busy ? 'Saving...' : label}
      </button>
    </div>
  );
}
