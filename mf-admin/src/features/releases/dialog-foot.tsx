// The foot of a release dialog: the API's refusal kept open in its words, Cancel, and the dialog's one action.
export function DialogFoot({
  problem,
  problemId,
  busy,
  action,
  busyAction,
  danger = false,
  onCancel,
}: {
  problem: string | null;
  problemId: string;
  busy: boolean;
  action: string;
  busyAction: string;
  danger?: boolean;
  onCancel: () => void;
}) {
  return (
    <>
      {problem && (
        <p id={problemId} role="alert" className="admin-releases__problem">
          {problem}
        </p>
      )}
      <div className="admin-releases__dialog-actions">
        <button type="button" className="ui-button" onClick={onCancel}>
          Cancel
        </button>
        <button
          type="submit"
          className={`ui-button ${danger ? 'ui-button--danger' : 'ui-button--primary'}`}
          disabled={busy}
          aria-describedby={problem ? problemId : undefined}
        >
          {busy ? busyAction : action}
        </button>
      </div>
    </>
  );
}
