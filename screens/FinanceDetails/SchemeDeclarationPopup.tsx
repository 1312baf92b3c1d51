import { useState } from 'react';
import { Popup } from '../../src/ui/Popup';
import { SCHEME_DECLARATION } from './text';

/** Spec 1, 4.1 and 5.1: the Enterprise Financing Scheme declaration; Proceed only once ticked. */
export function SchemeDeclarationPopup({ onBack, onProceed }: { onBack: () => void; onProceed: () => void }) {
  const [agreed, setAgreed] = useState(false);
  return (
    <Popup
      title="Enterprise Financing Scheme declaration"
      testId="scheme-declaration-popup"
      actions={
        <>
          <button type="button" className="secondary" onClick={onBack}>
            Back
          </button>
          <button type="button" disabled={!agreed} onClick={onProceed}>
            Proceed
          </button>
        </>
      }
    >
      <p>To apply under the Enterprise Financing Scheme, the business declares that:</p>
      <ul>
        {SCHEME_DECLARATION.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      <div className="field checkbox">
        <label>
          <input type="checkbox" checked={agreed} onChange={(e) => setAgreed(e.target.checked)} /> I confirm the business meets the
          Enterprise Financing Scheme criteria above.
        </label>
      </div>
    </Popup>
  );
}
