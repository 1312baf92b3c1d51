import type { ProductKind } from '../../src/domain';
import { Popup } from '../../src/ui/Popup';
import { IMPORTANT_NOTES } from './popupText';

/** Spec 1, 2.1 and 4.1: the BTL, hybrid or AIP Important Note; Back clears the product choice. */
export function ImportantNotePopup({ product, onBack, onProceed }: { product: ProductKind; onBack: () => void; onProceed: () => void }) {
  const note = IMPORTANT_NOTES[product];
  return (
    <Popup
      title="Important Note"
      testId={`important-note-${note.name}`}
      onClose={onBack}
      actions={
        <>
          <button type="button" className="secondary" onClick={onBack}>
            Back
          </button>
          <button type="button" onClick={onProceed}>
            Proceed
          </button>
        </>
      }
    >
      <p>Please have the following documents ready:</p>
      <ul>
        {note.documents.map((d) => (
          <li key={d}>{d}</li>
        ))}
      </ul>
      {note.information.length > 0 && (
        <>
          <p>You will also be asked for:</p>
          <ul>
            {note.information.map((d) => (
              <li key={d}>{d}</li>
            ))}
          </ul>
        </>
      )}
    </Popup>
  );
}
