import { messages } from '../../../src/domain';
import { ConfirmDialog } from '../../../src/ui/ConfirmDialog';
import { pageMessages } from '../../../src/domain/pageMessages';

/** Cancel Application: opens the chart's confirmation (shown -> confirmingCancel) where the chart allows it. */
export function CancelApplicationButton({ asLink = false, disabled, onClick }: { asLink?: boolean; disabled: boolean; onClick: () => void }) {
  return (
    <button type="button" className={asLink ? 'link' : 'destructive'} disabled={disabled} onClick={onClick}>
      {pageMessages.cancelApplication}
    </button>
  );
}

/** The confirmation, shown while the chart's state has the 'confirmCancel' tag: Close or confirm. */
export function CancelDialog({ open, onClose, onConfirm }: { open: boolean; onClose: () => void; onConfirm: () => void }) {
  if (!open) return null;
  return (
    <ConfirmDialog
      title={pageMessages.cancelConfirmTitle}
      testId="cancel-dialog"
      closeLabel={messages.close}
      confirmLabel={pageMessages.cancelConfirmYes}
      destructive
      onClose={onClose}
      onConfirm={onConfirm}
    >
      <p>{pageMessages.cancelConfirmBody}</p>
    </ConfirmDialog>
  );
}
