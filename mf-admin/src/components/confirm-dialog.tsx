// Every delete asks first (ARCHITECTURE §5): a labelled dialog instead of the browser's confirm().
import { Modal } from '@site/shared-ui';

export interface ConfirmDialogProps {
  open: boolean;
  text: string;
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

export function ConfirmDialog({ open, text, busy, onConfirm, onCancel }: ConfirmDialogProps) {
  return (
    <Modal open={open} onClose={onCancel} title="Please confirm" size="small">
      <p>{text}</p>
      <div className="admin-form__actions">
        <button type="button" className="ui-button" onClick={onCancel}>
          Cancel
        </button>
        <button type="button" className="ui-button ui-button--danger" disabled={busy} onClick={onConfirm}>
          {busy ? 'Deleting...' : 'Delete'}
        </button>
      </div>
    </Modal>
  );
}
