import { useState, type ReactNode } from 'react';
import { ConfirmDialog } from './ConfirmDialog';

interface AgreePopupProps {
  title: string;
  testId: string;
  /** The checkbox's words: what the user agrees to. */
  agreement: ReactNode;
  onBack: () => void;
  onProceed: () => void;
  children: ReactNode;
}

/** A declaration popup (spec 1, 5.1): Proceed is enabled only once its checkbox is ticked; Back leaves it. */
export function AgreePopup({ title, testId, agreement, onBack, onProceed, children }: AgreePopupProps) {
  const [agreed, setAgreed] = useState(false);
  return (
    <ConfirmDialog title={title} testId={testId} closeLabel="Back" confirmLabel="Proceed" onClose={onBack} onConfirm={onProceed} confirmDisabled={!agreed}>
      {children}
      <div className="field checkbox">
        <label>
          <input type="checkbox" checked={agreed} onChange={(e) => setAgreed(e.target.checked)} /> {agreement}
        </label>
      </div>
    </ConfirmDialog>
  );
}
