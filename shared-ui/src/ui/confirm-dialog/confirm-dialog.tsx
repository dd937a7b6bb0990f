// Every delete asks first (docs/architecture.md §5): a labelled dialog instead of the browser's confirm().
import { Modal } from '../modal/modal';
import { t } from '../../i18n/i18n';
import './confirm-dialog.css';

export interface ConfirmDialogProps {
  open: boolean;
  /** The question ('Are you sure you want to delete this mission?'). */
  text: string;
  /** While the confirmed action runs: the confirm button is disabled and says so. */
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
  confirmLabel?: string;
  busyLabel?: string;
}

export function ConfirmDialog({ open, text, busy, onConfirm, onCancel, confirmLabel = t('Delete'), busyLabel = t('Deleting...') }: ConfirmDialogProps) {
  return (
    <Modal open={open} onClose={onCancel} title={t('Please confirm')} size="small">
      <p>{text}</p>
      <div className="ui-confirm__actions">
        <button type="button" className="ui-button" onClick={onCancel}>
          {t('Cancel')}
        </button>
        <button type="button" className="ui-button ui-button--danger" disabled={busy} onClick={onConfirm}>
          {busy ? busyLabel : confirmLabel}
        </button>
      </div>
    </Modal>
  );
}
