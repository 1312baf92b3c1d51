import { AgreePopup } from '../../src/ui/AgreePopup';
import { SCHEME_DECLARATION } from './popupText';

/** Spec 1, 4.1 and 5.1: the Enterprise Financing Scheme declaration; Proceed only once ticked. */
export function SchemeDeclarationPopup({ onBack, onProceed }: { onBack: () => void; onProceed: () => void }) {
  return (
    <AgreePopup
      title="Enterprise Financing Scheme declaration"
      testId="scheme-declaration-popup"
      agreement="I confirm the business meets the Enterprise Financing Scheme criteria above."
      onBack={onBack}
      onProceed={onProceed}
    >
      <p>To apply under the Enterprise Financing Scheme, the business declares that:</p>
      <ul>
        {SCHEME_DECLARATION.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
    </AgreePopup>
  );
}
