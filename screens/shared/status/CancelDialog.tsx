import { messages } from '../../../src/domain';
import { ConfirmDialog } from '../../../src/ui/ConfirmDialog';
import { statusMessages } from '../../../src/domain/statusMessages';

/** Cancel Application: opens the chart's confirmation (shown -> confirmingCancel) where the chart allows it. */
export function CancelApplicationButton({ asLink = false, disabled, onClick }: { asLink?: boolean; disabled: boolean; onClick: () => void }) {
  return (
    <button type="button" className={asLink ? 'link' : 'destructive'} disabled={disabled} onClick={onClick}>
      {statusMessages.cancelApplication}
    </button>
  );
}

/** The confirmation, shown while the chart's state has the 'confirmCancel' tag: Close or confirm. */
export function CancelDialog({ open, onClose, onConfirm }: { open: boolean; onClose: () => void; onConfirm: () => void }) {
  if (!open) return null;
  return (
    <ConfirmDialog
      title={statusMessages.cancelConfirmTitle}
      testId="cancel-dialog"
      closeLabel={messages.close}
      confirmLabel={statusMessages.cancelConfirmYes}
      destructive
      onClose={onClose}
      onConfirm={onConfirm}
    >
      <p>{statusMessages.cancelConfirmBody}</p>
    </ConfirmDialog>
  );
}
